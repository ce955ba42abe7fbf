-- Test card: another card's ability that gives the vanguard power (CR 1.31 10.1.25.3: kept by a
-- deleted vanguard, as the example's Starlight Unicorn's; docs/card-scripts.md, "Delete").
return { number = "T/072", name = "Test Supporter", clan = "Test", race = "Human",
  grade = 1, power = 7000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", zones = { "RC" }, once_per_turn = true,
      text = "(RC) once per turn: your vanguard gets +2000 power until end of turn.",
      effect = function(game)
        for _, v in ipairs(game:vanguards(game:you())) do game:give(v, { power = 2000, ["until"] = "turn" }) end
      end },
  } }
