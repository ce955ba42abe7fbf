-- Hostile test card: a Seek Mate with an effect of its own: refused when the card loads (the
-- keyword says what it does, CR 1.31 10.2.9.2).
return { number = "L/033", name = "Test Busybody", clan = "Test", race = "Human",
  grade = 3, power = 10000, critical = 1, trigger = "none", skill = "twin-drive",
  abilities = {
    { kind = "ACT", zones = { "VC" }, seek_mate = { "Test Legion Mate" }, text = "(VC) Seek Mate \"Test Legion Mate\".",
      effect = function(game) game:draw(game:you()) end },
  } }
