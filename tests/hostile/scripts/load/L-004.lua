-- Hostile test card: catches the budget error with pcall while it loads.
while true do pcall(function() while true do end end) end
