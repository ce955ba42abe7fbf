-- Hostile test card: 'same_column' belongs to the 'rest' part of a cost only.
return { number = "L/022", name = "Test Column Retire", clan = "Test", race = "Human",
  grade = 2, power = 9000, shield = 5000, critical = 1, trigger = "none", skill = "intercept",
  abilities = {
    { kind = "ACT", zones = { "RC" }, text = "Retire a rear-guard of this unit's column: draw.",
      cost = { retire = { count = 1, same_column = true } },
      effect = function(game) game:draw(game:you()) end },
  } }
