-- Hostile test card: 'your_vanguard' on a trigger other than 'drive_check_reveals' and 'attack_hits'.
return { number = "L/021", name = "Test Misplaced Vanguard", clan = "Test", race = "Human",
  grade = 1, power = 7000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "RC" }, text = "When your vanguard boosts: stand this unit.",
      trigger = { event = "boosts", your_vanguard = true },
      effect = function(game) game:stand(game:self()) end },
  } }
