-- Hostile test card: a 'per' count of a zone it does not know (the hand) is refused when the card
-- loads.
return { number = "L/025", name = "Test Counter", clan = "Test", race = "Human",
  grade = 1, power = 7000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "CONT", zones = { "RC" }, text = "+1000 for each card in your hand.",
      cont = { power = 1000, per = { zone = "hand" } } },
  } }
