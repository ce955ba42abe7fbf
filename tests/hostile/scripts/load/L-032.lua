-- Hostile test card: a Seek Mate on the rear-guard circle: refused when the card loads (CR 1.31
-- 10.2.9.2: the Seek Mate is the vanguard's, an ACT of (VC)).
return { number = "L/032", name = "Test Wanderer", clan = "Test", race = "Human",
  grade = 3, power = 10000, critical = 1, trigger = "none", skill = "twin-drive",
  abilities = {
    { kind = "ACT", zones = { "RC" }, seek_mate = { "Test Legion Mate" }, text = "(RC) Seek Mate \"Test Legion Mate\"." },
  } }
