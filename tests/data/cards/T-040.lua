-- Test card: "this card to the deck" as the cost of an ACT active on (VC) and (RC)
-- (docs/card-scripts.md, costs): the unit must be on a rear-guard circle to pay it.
return { number = "T/040", name = "Test Drifter", clan = "Test", race = "Human",
  grade = 1, power = 6000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", zones = { "VC", "RC" }, text = "Put this unit at the bottom of your deck: draw a card.",
      cost = { self_to_deck_bottom = true },
      effect = function(game) game:draw(game:you()) end },
  } }
