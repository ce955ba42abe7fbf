-- Hostile test card: turns 40,000 numbers into text. Each conversion costs far more than an
-- instruction, so this many exhaust the budget.
for i = 1, 40000 do local s = string.format("%d", i) end
