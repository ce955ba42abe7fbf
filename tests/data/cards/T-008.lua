-- Test card: a timed trigger (CR 8.6.5), after Highspeed, Brakki: when it attacks it gets
-- +5000, and at the beginning of that battle's close step it returns to the deck.
return { number = "T/008", name = "Test Sprinter", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "RC" }, text = "When this unit attacks, it gets +5000 power until end of that battle; at the beginning of that battle's close step, it goes back into your deck.",
      trigger = { event = "attacks" },
      effect = function(game)
        game:give(game:self(), { power = 5000, ["until"] = "battle" })
        game:later(2)
      end },
    { kind = "AUTO", timed = true, text = "At the beginning of the close step: put this unit into your deck, and shuffle your deck.",
      trigger = { event = "beginning", phase = "battle", step = "close" },
      effect = function(game)
        game:to_deck(game:self())
        game:shuffle(game:you())
      end },
  } }
