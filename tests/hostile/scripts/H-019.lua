-- Hostile test card: a superior call to a column named with a misspelt key ('column' for
-- 'column_of'); ignored, the call would go to any circle.
return { number = "H/019", name = "Column Misnamed", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "When this unit attacks, call a card of your hand to its column.",
      trigger = { event = "attacks" },
      effect = function(game)
        for _, c in ipairs(game:hand(game:you())) do game:superior_call(c, { column = game:self() }) end
      end },
  } }
