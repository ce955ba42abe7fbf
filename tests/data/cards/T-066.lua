-- Test card: the second name Test Legion Leader's Seek Mate accepts (T/064; CR 1.31 10.2.9.2.1:
-- "A" or "B"), with no abilities.
return { number = "T/066", name = "Test Mate Seeker", clan = "Test", race = "Human",
  grade = 2, power = 8000, shield = 5000, critical = 1, trigger = "none", skill = "none",
  abilities = {} }
