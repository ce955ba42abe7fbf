-- Hostile test card: a cost part that lists names and also a count (the names give the count).
return { number = "L/016", name = "Test Counter", clan = "Test", race = "Human",
  grade = 1, power = 6000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", zones = { "RC" }, text = "Put two named rear-guards into your soul: draw.",
      cost = { rear_guards_to_soul = { count = 3, names = { "A", "B" } } },
      effect = function(game) game:draw(game:you()) end },
  } }
