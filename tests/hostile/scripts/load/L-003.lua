-- Hostile test card: sets a global behind the environment's back.
rawset(_G, "ipairs", nil)
return { number = "L/003", name = "Rawsetter", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost" }
