-- Hostile test card: overwrites a shared library function while the game runs.
return { number = "H/009", name = "Vandal", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the attack below.",
      trigger = { event = "situation", situation = function(game) return true end },
      effect = function(game)
        string.rep = function() return "bent" end
      end },
  } }
