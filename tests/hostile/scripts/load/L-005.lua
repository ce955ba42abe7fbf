-- Hostile test card: raises and catches an error again and again (each error costs far more
-- than an instruction; the fuzz target found this loop running for minutes).
while true do pcall(function() return undefined_name end) end
