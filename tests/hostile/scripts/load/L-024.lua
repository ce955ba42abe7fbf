-- Hostile test card: a 'unit_placed' trigger that names no circles is refused when the card loads.
return { number = "L/024", name = "Test Watcher", clan = "Test", race = "Human",
  grade = 1, power = 7000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "When another <<Test>> is placed, soul charge 1.", optional = true,
      trigger = { event = "unit_placed", clan = "Test" },
      effect = function(game) game:soul_charge(game:you()) end },
  } }
