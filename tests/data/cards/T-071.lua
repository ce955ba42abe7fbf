-- Test card: a vanguard with text of its own to lose when deleted (CR 1.31 10.1.25.3, 10.1.25.7;
-- docs/card-scripts.md, "Delete"): its own continuous +2000 and "cannot be boosted" (as King of
-- Knights, Alfred, the rule's example), a printed ACT, an AUTO it gives itself (granted), and a
-- printed AUTO that a deleted Knight does not trigger.
return { number = "T/071", name = "Test Proud Knight", clan = "Test", race = "Human",
  grade = 3, power = 10000, critical = 1, trigger = "none", skill = "twin-drive",
  abilities = {
    { kind = "CONT", zones = { "VC" }, text = "(VC): this unit gets +2000 power.",
      cont = { power = 2000 } },
    { kind = "CONT", zones = { "VC" }, text = "(VC): no unit of yours may boost this unit.",
      cont = { cannot_be_boosted = true } },
    { kind = "ACT", zones = { "VC" }, once_per_turn = true,
      text = "(VC) once per turn: this unit gets ability 4 until end of turn.",
      effect = function(game) game:give(game:self(), { grant = 4, ["until"] = "turn" }) end },
    { kind = "AUTO", granted = true, zones = { "VC" },
      text = "Given by ability 3, (VC): when this unit attacks, it gets +5000 power until end of that battle.",
      trigger = { event = "attacks" },
      effect = function(game) game:give(game:self(), { power = 5000, ["until"] = "battle" }) end },
    { kind = "AUTO", zones = { "VC" },
      text = "(VC): when this unit attacks, it gets +1000 power until end of that battle.",
      trigger = { event = "attacks" },
      effect = function(game) game:give(game:self(), { power = 1000, ["until"] = "battle" }) end },
  } }
