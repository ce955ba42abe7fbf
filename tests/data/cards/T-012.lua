-- Test card: an ACT paid by discarding two cards.
return { number = "T/012", name = "Test Hoarder", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", zones = { "RC" }, text = "Discard two cards: this unit gets +1000 power until end of turn.",
      cost = { discard = 2 },
      effect = function(game) game:give(game:self(), { power = 1000, ["until"] = "turn" }) end },
  } }
