-- TD01/001 Crimson Butterfly, Brigitte
-- Hostile (issue 32): keeps its state in a table, so that its +5000 is given only the first
-- time the file's effect runs in a Lua state. Every game must start from the file as loaded.
local uses = {}

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
        uses[#uses + 1] = true
        if #uses == 1 then game:give(game:self(), { power = 5000, ["until"] = "battle" }) end
      end,
    },
  },
}
