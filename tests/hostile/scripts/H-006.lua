-- Hostile test card: allocates until memory runs out.
return { number = "H/006", name = "Hoarder", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the attack below.",
      trigger = { event = "situation", situation = function(game) return true end },
      effect = function(game)
        local t = {} for i = 1, 1e9 do t[#t + 1] = { i } end
      end },
  } }
