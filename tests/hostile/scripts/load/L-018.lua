-- Hostile test card: a declared condition other than { vanguard_clan = "CLAN" } (a key the
-- engine does not know, beside the one it does) is refused when the card loads.
return { number = "L/018", name = "Test Pretender", clan = "Test", race = "Human",
  grade = 1, power = 7000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "CONT", zones = { "RC" }, text = "+1000 while your vanguard is a <<Test>>.", cont = { power = 1000 },
      condition = { vanguard_clan = "Test", vanguard_grade = 3 } },
  } }
