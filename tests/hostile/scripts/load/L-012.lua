-- Test card: an ability's short name must not read as a number, nor hold other characters.
return { number = "L/012", name = "Test Misnamed", clan = "Test", race = "Human",
  grade = 1, power = 6000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", name = "2nd Ability", zones = { "RC" }, text = "Draw.",
      effect = function(game) game:draw(game:you()) end },
  } }
