-- Hostile test card: a declared effect that looks at more cards than a declared look may (ten),
-- with a metatable whose __index would answer for a missing key: refused when the card loads,
-- and the metatable is never consulted (the fields are read raw).
local effect = setmetatable({ look_at_top = 60, may_take = "Test Knight" }, { __index = function() error("consulted") end })
return { number = "L/031", name = "Test Hoarder", clan = "Test", race = "Human",
  grade = 1, power = 7000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, trigger = { event = "beginning", phase = "ride", your_turn = true },
      text = "Look at your top sixty; you may take a Test Knight among them.", effect = effect },
  } }
