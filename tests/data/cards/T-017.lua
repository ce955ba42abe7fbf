-- Test card: a second grade 1 unit marked Sentinel, under another name.
return { number = "T/017", name = "Test Keeper", clan = "Test", race = "Human",
  grade = 1, power = 5000, shield = 0, critical = 1, trigger = "none", skill = "boost", sentinel = true }
