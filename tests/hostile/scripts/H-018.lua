-- Hostile test card: a give that does not say how long it lasts. Every timed effect a card
-- prints has a duration, so the script must write one; there is no default to fall back on.
return { number = "H/018", name = "Endless Gift", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): this unit has +1000 power.",
      trigger = { event = "situation", situation = function(game) return true end },
      effect = function(game)
        game:give(game:self(), { power = 1000 })
      end },
  } }
