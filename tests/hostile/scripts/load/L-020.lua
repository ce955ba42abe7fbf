-- Hostile test card: 'your_battle_phase' on a trigger other than 'stands' and 'rests'.
return { number = "L/020", name = "Test Misplaced Phase", clan = "Test", race = "Human",
  grade = 1, power = 7000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "RC" }, text = "When this unit attacks in your battle phase: +3000.",
      trigger = { event = "attacks", your_battle_phase = true },
      effect = function(game) game:give(game:self(), { power = 3000, ["until"] = "turn" }) end },
  } }
