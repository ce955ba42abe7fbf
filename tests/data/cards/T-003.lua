-- Test card: a mandatory AUTO that triggers when an opponent's rear-guard is put into the drop zone, in any turn.
return { number = "T/003", name = "Test Sentry", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "RC" }, text = "When an opponent's rear-guard goes to the drop zone, this unit gets +2000 power until end of turn.",
      trigger = { event = "put_into_drop" },
      effect = function(game) game:give(game:self(), { power = 2000, ["until"] = "turn" }) end },
  } }
