-- Test card: restraint.
return { number = "T/006", name = "Test Sleeper", clan = "Test", race = "Human",
  grade = 0, power = 9000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "CONT", zones = { "VC", "RC" }, text = "Restraint: this unit cannot be chosen to attack.", cont = { restraint = true } },
  } }
