-- Test card: "when this card is unlocked" (CR 1.31 6.8.1.2, 10.1.23; docs/card-scripts.md, "Lock
-- and unlock"), mandatory, its own change (no zones); and an optional "placed on (RC)" that an
-- unlock does not trigger (10.1.23.4: unlocking is not placing).
return { number = "T/063", name = "Test Awakener", clan = "Test", race = "Human",
  grade = 1, power = 8000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", text = "When this card is unlocked, it gets +5000 power until end of turn.",
      trigger = { event = "unlocked" },
      effect = function(game) game:give(game:self(), { power = 5000, ["until"] = "turn" }) end },
    { kind = "AUTO", optional = true, text = "When placed on (RC), you may give this unit +1000 power until end of turn.",
      trigger = { event = "placed", circles = { "RC" } },
      effect = function(game) game:give(game:self(), { power = 1000, ["until"] = "turn" }) end },
  } }
