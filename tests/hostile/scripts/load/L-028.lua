-- Hostile test card: a cost that moves this unit two ways at once (retired and on top of the
-- deck); where the card goes would be a guess.
return { number = "L/028", name = "Test Two Moves", clan = "Test", race = "Human",
  grade = 1, power = 6000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", zones = { "RC" }, text = "Retire this unit and put it on top of your deck: draw.",
      cost = { retire_self = true, self_to_deck_top = true },
      effect = function(game) game:draw(game:you()) end },
  } }
