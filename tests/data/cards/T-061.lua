-- Test card: "put into the drop zone" with the card that went as `game:other()` (docs/card-scripts.md,
-- triggers): another of your rear-guards put into the drop zone goes on into your soul.
return { number = "T/061", name = "Test Mourner", clan = "Test", race = "Human",
  grade = 1, power = 6000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "RC" }, text = "On (RC): when another of your rear-guards is put into the drop zone, put that card into your soul.",
      trigger = { event = "put_into_drop", whose = "yours", another = true },
      effect = function(game) game:to_soul(game:other()) end },
  } }
