-- Test card: the unit circles reads (game:circle, game:column, game:front_row,
-- game:column_units), each read by the condition of one continuous ability.
return { number = "T/018", name = "Test Surveyor", clan = "Test", race = "Human",
  grade = 1, power = 5000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "CONT", zones = { "VC", "RC" }, cont = { power = 1000 }, text = "On front-left, +1000 power.",
      condition = function(game) return game:circle(game:self()) == "front-left" end },
    { kind = "CONT", zones = { "VC", "RC" }, cont = { power = 2000 }, text = "In the left column, +2000 power.",
      condition = function(game) return game:column(game:self()) == "left" end },
    { kind = "CONT", zones = { "VC", "RC" }, cont = { power = 4000 }, text = "With two of the opponent's units in this unit's column, +4000 power.",
      condition = function(game) return #game:column_units(game:opponent(), game:self()) == 2 end },
    { kind = "CONT", zones = { "VC", "RC" }, cont = { power = 8000 }, text = "With two units in your front row, +8000 power.",
      condition = function(game) return #game:front_row(game:you()) == 2 end },
  } }
