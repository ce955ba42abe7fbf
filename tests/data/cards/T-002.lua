-- Test card: a mandatory AUTO that triggers when one of your own rear-guards is put into the drop zone.
return { number = "T/002", name = "Test Mourner", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "RC" }, text = "When your rear-guard goes to the drop zone, this unit gets +1000 power until end of turn.",
      trigger = { event = "put_into_drop", whose = "yours" },
      effect = function(game) game:give(game:self(), { power = 1000, ["until"] = "turn" }) end },
  } }
