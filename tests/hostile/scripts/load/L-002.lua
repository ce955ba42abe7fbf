-- Hostile test card: removes the protection of its globals.
setmetatable(_G, nil)
return { number = "L/002", name = "Unlocker", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost" }
