-- Test card: a unit named Snogal, with the printed characteristics of Snogal (BT04/081) and no
-- abilities, for the tests of Fang of Light, Garmore (BT04/020) while BT04/081 is pending (it
-- needs "power per count"). Once BT04/081 loads, its tests use it and this file goes.
return { number = "T/020", name = "Snogal", clan = "Royal Paladin", race = "High Beast",
  grade = 1, power = 6000, shield = 5000, critical = 1, trigger = "none", skill = "boost" }
