-- Test card file (not hostile): 100,000 iterations of plain arithmetic stay far inside the
-- budget, then the card's characteristics are returned.
local n = 0
for i = 1, 100000 do n = n + i end
return { number = "L/008", name = "Test Counter", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost" }
