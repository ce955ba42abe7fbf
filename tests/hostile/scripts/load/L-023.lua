-- Hostile test card: a 'rests' trigger that filters by clan without 'whose' (its own rest has no
-- other unit to filter).
return { number = "L/023", name = "Test Own Rest Clan", clan = "Test", race = "Human",
  grade = 1, power = 7000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "RC" }, text = "When this unit becomes rested: draw.",
      trigger = { event = "rests", clan = "Test" },
      effect = function(game) game:draw(game:you()) end },
  } }
