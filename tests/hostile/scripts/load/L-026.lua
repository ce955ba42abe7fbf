-- Hostile test card: 'another' on a trigger other than 'put_into_drop' is refused when the card
-- loads.
return { number = "L/026", name = "Test Other", clan = "Test", race = "Human",
  grade = 1, power = 7000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "RC" }, text = "When another unit attacks, +1000.",
      trigger = { event = "attacks", another = true },
      effect = function(game) game:give(game:self(), { power = 1000, ["until"] = "turn" }) end },
  } }
