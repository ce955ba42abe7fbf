-- Test card: an optional AUTO of the vanguard at the beginning of every main phase, either
-- player's, so that both players' abilities stand by at once (CR 8.4.1.2-8.4.1.3).
return { number = "T/015", name = "Test Twin Herald", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, optional = true, text = "At the beginning of each main phase, you may put the top card of your deck into your soul.",
      trigger = { event = "beginning", phase = "main" },
      effect = function(game) game:soul_charge(game:you()) end },
  } }
