-- Test card: a limit break AUTO on attack.
return { number = "T/004", name = "Test Breaker", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC", "RC" }, limit_break = true, text = "Limit break: when this unit attacks, it gets +5000 power until end of that battle.",
      trigger = { event = "attacks" },
      effect = function(game) game:give(game:self(), { power = 5000, ["until"] = "battle" }) end },
  } }
