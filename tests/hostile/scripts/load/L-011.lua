-- Hostile test card (found by the Lua fuzz target): an AUTO at the beginning of the end phase
-- that names no zone, so it would trigger from the deck and put a card already there into it.
return { number = "L/011", name = "Test Stray", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", text = "At the beginning of the end phase: put this card into your deck.",
      trigger = { event = "beginning", phase = "end" },
      effect = function(game) game:to_deck(game:self()) end },
  } }
