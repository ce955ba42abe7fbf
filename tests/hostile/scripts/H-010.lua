-- Hostile test card: while it loads, tries (each inside pcall, so that it loads anyway) to
-- change what other cards see: the metatable of _G, a global, a shared library, the string
-- metatable. H-011, loaded after it, checks that nothing changed.
pcall(setmetatable, _G, nil)
pcall(function() ipairs = function() return function() end end end)
pcall(function() string.rep = function() return "bent" end end)
pcall(function() rawset(string, "rep", function() return "bent" end) end)
pcall(function() getmetatable("").__index = { rep = function() return "bent" end } end)
pcall(function() table.insert = nil end)
return { number = "H/010", name = "Saboteur", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost" }
