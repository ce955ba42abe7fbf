-- TD01/001 Crimson Butterfly, Brigitte
-- Hostile (issue 32): gives in range whose sum in force is not (101 times +1000000).
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
        for _ = 1, 101 do game:give(game:self(), { power = 1000000, ["until"] = "battle" }) end
      end,
    },
  },
}
