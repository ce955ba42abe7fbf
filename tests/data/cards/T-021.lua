-- Test card: a unit named Brugal, with the printed characteristics of Brugal (BT04/082) and no
-- abilities, for the tests of Fang of Light, Garmore (BT04/020) while BT04/082 is pending (it
-- needs "power per count"). Once BT04/082 loads, its tests use it and this file goes.
return { number = "T/021", name = "Brugal", clan = "Royal Paladin", race = "High Beast",
  grade = 0, power = 4000, shield = 10000, critical = 1, trigger = "none", skill = "boost" }
