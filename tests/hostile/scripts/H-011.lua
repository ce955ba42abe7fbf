-- Test card: checks, while it loads after H-010, that the shared libraries and its own globals
-- are as the sandbox made them.
local seen = 0
for _ in ipairs({ 1, 2 }) do seen = seen + 1 end
if seen ~= 2 then error("another card changed ipairs") end
if string.rep("a", 2) ~= "aa" or ("a"):rep(2) ~= "aa" then error("another card changed string.rep") end
if table.insert == nil then error("another card changed table.insert") end
return { number = "H/011", name = "Witness", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost" }
