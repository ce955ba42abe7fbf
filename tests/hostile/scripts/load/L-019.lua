-- Hostile test card: a cost that takes rear-guards two ways (rested and retired); which way a
-- named rear-guard goes would be a guess.
return { number = "L/019", name = "Test Rest And Retire", clan = "Test", race = "Human",
  grade = 3, power = 10000, critical = 1, trigger = "none", skill = "twin-drive",
  abilities = {
    { kind = "ACT", zones = { "VC" }, text = "Rest a rear-guard and retire a rear-guard: draw.",
      cost = { rest = 1, retire = 1 },
      effect = function(game) game:draw(game:you()) end },
  } }
