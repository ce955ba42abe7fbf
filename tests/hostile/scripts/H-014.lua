-- Hostile test card (found by the Lua fuzz target): a choice of at least 5 and at most 1 card,
-- which no answer could satisfy; the game would have no legal way on.
return { number = "H/014", name = "Impossible Choice", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the choice below.",
      trigger = { event = "situation", situation = function(game) return true end },
      effect = function(game)
        game:choose(game:you(), game:units(game:you()), 5, 1)
      end },
  } }
