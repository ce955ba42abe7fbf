-- Test card: a plain grade 0 first vanguard.
return { number = "T/001", name = "Test Squire", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost" }
