-- Test card: "becomes [Rest]" watched on the opponent's side (trigger `rests` with
-- whose = "opponent" and rear_guard), and "becomes [Stand]" of any of your units (whose = "yours").
return { number = "T/060", name = "Test Lookout", clan = "Test", race = "Human",
  grade = 1, power = 5000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "On (VC): when one of your opponent's rear-guards becomes rested, +1000 power until end of turn.",
      trigger = { event = "rests", whose = "opponent", rear_guard = true },
      effect = function(game) game:give(game:self(), { power = 1000, ["until"] = "turn" }) end },
    { kind = "AUTO", zones = { "VC" }, text = "On (VC): when one of your grade 0 units becomes standing, +2000 power until end of turn.",
      trigger = { event = "stands", whose = "yours", grade = 0 },
      effect = function(game) game:give(game:self(), { power = 2000, ["until"] = "turn" }) end },
  } }
