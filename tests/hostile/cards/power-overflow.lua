-- TD01/001 Crimson Butterfly, Brigitte
-- Hostile (issue 32): a power that would wrap the engine's sum of a unit's power.
return {
  number = "TD01/001",
  name = "Crimson Butterfly, Brigitte",
  clan = "Royal Paladin",
  race = "Salamander",
  grade = 3,
  power = 10000,
  critical = 1,
  trigger = "none",
  skill = "twin-drive",
  abilities = {
    {
      kind = "AUTO",
      name = "grade-3-drive-power",
      text = "While on (VC): each time this unit's drive check reveals a grade 3 <<Royal Paladin>>, it gets +5000 power for the rest of that battle.",
      zones = { "VC" },
      trigger = { event = "drive_check_reveals", grade = 3, clan = "Royal Paladin" },
      effect = function(game)
        game:give(game:self(), { power = 2147483647, ["until"] = "battle" })
      end,
    },
  },
}
