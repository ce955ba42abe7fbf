-- Test card: a grade 1 unit marked Sentinel (the perfect guards of BT01/BT02 carry the mark).
return { number = "T/016", name = "Test Warden", clan = "Test", race = "Human",
  grade = 1, power = 5000, shield = 0, critical = 1, trigger = "none", skill = "boost", sentinel = true }
