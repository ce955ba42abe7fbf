-- Hostile test card: table.move over every integer.
return { number = "H/005", name = "Mover", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the attack below.",
      trigger = { event = "situation", situation = function(game) return true end },
      effect = function(game)
        table.move({}, 1, math.maxinteger, 2)
      end },
  } }
