-- Test card: Lock and Unlock (CR 1.31 10.1.21, 10.1.23; docs/card-scripts.md, "Lock and
-- unlock"): an ACT that locks one of the opponent's rear-guards, and one that unlocks a locked
-- card of your field. `locks = true` says the effects lock: a game under CR 1.10 refuses the card.
return { number = "T/062", name = "Test Locker", clan = "Test", race = "Human",
  grade = 1, power = 7000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", zones = { "VC", "RC" }, once_per_turn = true, locks = true,
      text = "(VC)/(RC) once per turn: choose one of your opponent's rear-guards, and lock it.",
      effect = function(game)
        local unit = game:choose(game:you(), game:rear_guards(game:opponent()), 1, 1)[1]
        if unit ~= nil then game:lock(unit) end
      end },
    { kind = "ACT", zones = { "VC", "RC" }, once_per_turn = true, locks = true,
      text = "(VC)/(RC) once per turn: choose one of the locked cards on your field, and unlock it.",
      effect = function(game)
        local card = game:choose(game:you(), game:locked(game:you()), 1, 1)[1]
        if card ~= nil then game:unlock(card) end
      end },
  } }
