-- Test card: "cannot be used" (CR 11.2): it makes a rear-guard's abilities unusable this turn.
return { number = "T/010", name = "Test Warden", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "RC" }, text = "When your rear-guard goes to the drop zone, choose a rear-guard; its abilities cannot be used until end of turn.",
      trigger = { event = "put_into_drop", whose = "yours" },
      effect = function(game)
        local all = game:rear_guards(game:you())
        for _, u in ipairs(game:rear_guards(game:opponent())) do all[#all + 1] = u end
        for _, u in ipairs(game:choose(game:you(), all, 1, 1)) do
          game:give(u, { cannot_use = "all", ["until"] = "turn" })
        end
      end },
  } }
