-- Hostile test card: string.rep building ten megabytes, again and again.
return { number = "H/003", name = "Repeater", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the attack below.",
      trigger = { event = "situation", situation = function(game) return true end },
      effect = function(game)
        for i = 1, 1e9 do local s = string.rep("x", 10000000) end
      end },
  } }
