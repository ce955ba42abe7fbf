-- Hostile test card: a cost that takes hand cards two ways; which way a named card goes would
-- be a guess.
return { number = "L/015", name = "Test Two Ways", clan = "Test", race = "Human",
  grade = 1, power = 6000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", zones = { "RC" }, text = "Discard a card and put a card from your hand into your soul: draw.",
      cost = { discard = 1, hand_to_soul = 1 },
      effect = function(game) game:draw(game:you()) end },
  } }
