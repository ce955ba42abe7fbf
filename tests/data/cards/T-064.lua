-- Test card: a Legion Leader (CR 1.31 10.1.24, 10.2.9; docs/card-scripts.md, "Legion and Seek
-- Mate"). Its Seek Mate names two cards, "Test Legion Mate" or "Test Mate Seeker" (CR 1.31
-- 10.2.9.2.1); "when this unit legions" (10.1.24.13) gives it +2000 power; "if this unit is in
-- legion" (10.1.24.14) gives it +1000 more. A game under CR 1.10 refuses the card.
return { number = "T/064", name = "Test Legion Leader", clan = "Test", race = "Human",
  grade = 3, power = 10000, critical = 1, trigger = "none", skill = "twin-drive",
  abilities = {
    { kind = "ACT", zones = { "VC" }, name = "seek-mate", seek_mate = { "Test Legion Mate", "Test Mate Seeker" },
      text = "(VC) Seek Mate \"Test Legion Mate\" or \"Test Mate Seeker\"." },
    { kind = "AUTO", zones = { "VC" }, name = "legions", trigger = { event = "legions" },
      text = "(VC): when this unit legions, it gets +2000 power until end of turn.",
      effect = function(game) game:give(game:self(), { power = 2000, ["until"] = "turn" }) end },
    { kind = "CONT", zones = { "VC" }, name = "in-legion", cont = { power = 1000 },
      text = "(VC): if this unit is in legion, it has +1000 power.",
      condition = function(game) return game:in_legion(game:self()) end },
  } }
