-- Test card: the Legion Mate of Test Legion Leader (T/064; CR 1.31 10.1.24.2). During the turn it
-- legioned (CR 1.31 10.1.24.15) it has +3000 power: a read a continuous ability's condition may use.
return { number = "T/065", name = "Test Legion Mate", clan = "Test", race = "Human",
  grade = 2, power = 9000, shield = 5000, critical = 1, trigger = "none", skill = "none",
  abilities = {
    { kind = "CONT", zones = { "VC" }, name = "legioned-this-turn", cont = { power = 3000 },
      text = "(VC): during the turn this unit legioned, it has +3000 power.",
      condition = function(game) return game:legioned_this_turn(game:self()) end },
  } }
