-- Hostile test card: a Seek Mate whose names are not a list of names: refused when the card loads.
return { number = "L/034", name = "Test Loner", clan = "Test", race = "Human",
  grade = 3, power = 10000, critical = 1, trigger = "none", skill = "twin-drive",
  abilities = {
    { kind = "ACT", zones = { "VC" }, seek_mate = "Test Legion Mate", text = "(VC) Seek Mate \"Test Legion Mate\"." },
  } }
