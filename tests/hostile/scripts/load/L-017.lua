-- Hostile test card (issue 32): continuous abilities whose power adds up past what a unit's
-- power may reach (3 x 100000 for each of five rear-guards): refused when the card loads.
return { number = "L/017", name = "Test Hoarder", clan = "Test", race = "Human",
  grade = 2, power = 9000, shield = 5000, critical = 1, trigger = "none", skill = "intercept",
  abilities = {
    { kind = "CONT", zones = { "VC" }, text = "+100000 for each rear-guard.", cont = { power = 100000, per_rear_guard = { clan = "Test" } } },
    { kind = "CONT", zones = { "VC" }, text = "+100000 for each rear-guard.", cont = { power = 100000, per_rear_guard = { clan = "Test" } } },
    { kind = "CONT", zones = { "VC" }, text = "+100000 for each rear-guard.", cont = { power = 100000, per_rear_guard = { clan = "Test" } } },
  } }
