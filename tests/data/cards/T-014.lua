-- Test card: a unit that lowers its own critical (CR 7.6.1.5.1): its attack deals no damage.
return { number = "T/014", name = "Test Blunter", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "RC" }, text = "When this unit attacks, it gets -1 critical until end of that battle.",
      trigger = { event = "attacks" },
      effect = function(game) game:give(game:self(), { critical = -1, ["until"] = "battle" }) end },
  } }
