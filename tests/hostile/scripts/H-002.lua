-- Hostile test card: a finalizer (__gc) that would run outside any call's budget.
return { number = "H/002", name = "Finalizer", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the attack below.",
      trigger = { event = "situation", situation = function(game) return true end },
      effect = function(game)
        setmetatable({}, { __gc = function() while true do end end })
      end },
  } }
