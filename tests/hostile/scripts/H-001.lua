-- Hostile test card: an endless loop inside pcall, inside an endless loop: pcall must not catch the budget.
return { number = "H/001", name = "Pcall Loop", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the attack below.",
      trigger = { event = "situation", situation = function(game) return true end },
      effect = function(game)
        while true do pcall(function() while true do end end) end
      end },
  } }
