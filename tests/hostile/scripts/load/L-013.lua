-- Test card: two abilities of one card with one short name (a record could not tell them apart).
return { number = "L/013", name = "Test Twice Named", clan = "Test", race = "Human",
  grade = 1, power = 6000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", name = "draw", zones = { "RC" }, text = "Draw.",
      effect = function(game) game:draw(game:you()) end },
    { kind = "ACT", name = "draw", zones = { "VC" }, text = "Draw.",
      effect = function(game) game:draw(game:you()) end },
  } }
