-- Hostile test card: a declared effect with a key the engine does not know (a second name to
-- take) is refused when the card loads.
return { number = "L/030", name = "Test Seeker", clan = "Test", race = "Human",
  grade = 1, power = 7000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, trigger = { event = "beginning", phase = "ride", your_turn = true },
      text = "Look at your top five; you may superior ride a Test Knight among them.",
      effect = { look_at_top = 5, may_take = "Test Knight", or_take = "Test Squire", into = "superior-ride" } },
  } }
