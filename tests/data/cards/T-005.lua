-- Test card: a mandatory AUTO at the beginning of your main phase that soul charges 1.
return { number = "T/005", name = "Test Herald", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC", "RC" }, text = "At the beginning of your main phase, put the top card of your deck into your soul.",
      trigger = { event = "beginning", phase = "main", your_turn = true },
      effect = function(game) game:soul_charge(game:you()) end },
  } }
