-- Hostile test card: a pattern that backtracks without bound, in a condition.
return { number = "H/004", name = "Backtracker", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the attack below.",
      trigger = { event = "situation", situation = function(game)
        return string.find(string.rep("a", 100000), ".-.-.-.-.-b") ~= nil
      end },
      effect = function(game) end },
  } }
