-- Test card: 'this_attacked' on a trigger that is not the beginning of a battle step (the battle
-- where this unit is attacked exists only within a battle, CR 7.1.2.2).
return { number = "L/029", name = "Test Attacked Outside A Battle", clan = "Test", race = "Human",
  grade = 1, power = 6000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "As your main phase begins, draw.",
      trigger = { event = "beginning", phase = "main", this_attacked = true },
      effect = function(game) game:draw(game:you()) end },
  } }
