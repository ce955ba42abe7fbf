-- Hostile test card: 100,000 protected calls of an empty function. Each call and each closure
-- costs the time of dozens of instructions, so this many exhaust the budget (charged per
-- instruction only, they would not, and such loops ran for seconds under the fuzzer).
for i = 1, 100000 do pcall(function() end) end
