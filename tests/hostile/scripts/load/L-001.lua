-- Hostile test card: the card's table answers every field through a metamethod that raises
-- an error (the loader reads a card file's tables as plain data, never through metamethods).
return setmetatable({}, { __index = function() error("boom") end })
