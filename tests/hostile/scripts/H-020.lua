-- Hostile test card: a rested call with a misspelt key ('rest' for 'rested'); ignored, the card
-- would be called standing.
return { number = "H/020", name = "Rest Misnamed", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "When this unit attacks, call a card of your hand rested.",
      trigger = { event = "attacks" },
      effect = function(game)
        for _, c in ipairs(game:hand(game:you())) do game:superior_call(c, "any", { rest = true }) end
      end },
  } }
