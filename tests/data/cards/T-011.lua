-- Test card: final information (CR 8.8): the power of a unit its effect has just retired.
return { number = "T/011", name = "Test Avenger", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", zones = { "RC" }, text = "Rest this unit: choose one of your other rear-guards and retire it; this unit gets that unit's power until end of turn.",
      cost = { rest_self = true },
      effect = function(game)
        local others = {}
        for _, u in ipairs(game:rear_guards(game:you())) do
          if u ~= game:self() then others[#others + 1] = u end
        end
        for _, u in ipairs(game:choose(game:you(), others, 1, 1)) do
          game:retire(u)
          game:give(game:self(), { power = game:power(u), ["until"] = "turn" })
        end
      end },
  } }
