-- Hostile test card (found by the Lua fuzz target): a mandatory AUTO ability with a cost. With
-- an empty hand it could not be paid, and the game would have no legal way on.
return { number = "L/009", name = "Test Debtor", clan = "Test", race = "Human",
  grade = 1, power = 6000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "RC" }, text = "When the attack this unit boosted hits, pay a discard and draw.",
      trigger = { event = "boosted_attack_hits" },
      cost = { discard = 1 },
      effect = function(game) game:draw(game:you()) end },
  } }
