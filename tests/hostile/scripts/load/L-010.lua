-- Hostile test card (found by the Lua fuzz target): an ACT ability that names no zone, so it
-- would be playable from anywhere, the deck and the drop zone included.
return { number = "L/010", name = "Test Drifter", clan = "Test", race = "Human",
  grade = 0, power = 4000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", text = "Put this card into your soul: nothing happens.",
      cost = { put_self_into_soul = true },
      effect = function(game) end },
  } }
