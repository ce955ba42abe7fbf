-- Test card: a timed trigger for the end phase (CR 8.6.5), after Battleraizer, set up by an ACT.
return { number = "T/013", name = "Test Drifter", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", zones = { "RC" }, once_per_turn = true, text = "This unit gets +1000 power until end of turn; at the beginning of your end phase, it goes back into your deck.",
      effect = function(game)
        game:give(game:self(), { power = 1000, ["until"] = "turn" })
        game:later(2)
      end },
    { kind = "AUTO", timed = true, text = "At the beginning of the end phase: put this unit into your deck, and shuffle your deck.",
      trigger = { event = "beginning", phase = "end" },
      effect = function(game)
        game:to_deck(game:self())
        game:shuffle(game:you())
      end },
  } }
