-- Test card: Delete (CR 1.31 10.1.25; docs/card-scripts.md, "Delete"): an ACT that deletes a
-- vanguard (either player's), one that ends the delete of a deleted unit (either player's), and one
-- that reduces the opponent's vanguard's power (10.1.25.8). `deletes = true` says the effects
-- delete: a game under CR 1.10 refuses the card.
return { number = "T/070", name = "Test Deleter", clan = "Test", race = "Human",
  grade = 2, power = 9000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", zones = { "VC", "RC" }, once_per_turn = true, deletes = true,
      text = "(VC)/(RC) once per turn: choose a vanguard, yours or your opponent's, and delete it.",
      effect = function(game)
        local vanguards = game:vanguards(game:opponent())
        for _, v in ipairs(game:vanguards(game:you())) do vanguards[#vanguards + 1] = v end
        local unit = game:choose(game:you(), vanguards, 1, 1)[1]
        if unit ~= nil then game:delete(unit) end
      end },
    { kind = "ACT", zones = { "VC", "RC" }, once_per_turn = true, deletes = true,
      text = "(VC)/(RC) once per turn: choose a deleted unit, yours or your opponent's; its delete ends.",
      effect = function(game)
        local deleted = game:deleted(game:opponent())
        for _, u in ipairs(game:deleted(game:you())) do deleted[#deleted + 1] = u end
        local unit = game:choose(game:you(), deleted, 1, 1)[1]
        if unit ~= nil then game:undelete(unit) end
      end },
    { kind = "ACT", zones = { "VC", "RC" }, once_per_turn = true,
      text = "(VC)/(RC) once per turn: your opponent's vanguard gets -2000 power until end of turn.",
      effect = function(game)
        for _, v in ipairs(game:vanguards(game:opponent())) do game:give(v, { power = -2000, ["until"] = "turn" }) end
      end },
  } }
