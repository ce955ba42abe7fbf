-- Test card: an ACT paid by putting this card into the soul, and an AUTO when it is put there.
return { number = "T/007", name = "Test Martyr", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", zones = { "RC" }, text = "Put this unit into your soul: your vanguard gets +3000 power until end of turn.",
      cost = { put_self_into_soul = true },
      effect = function(game) game:give(game:vanguards(game:you())[1], { power = 3000, ["until"] = "turn" }) end },
    { kind = "AUTO", text = "When this card is put into your soul, draw a card.",
      trigger = { event = "put_into_soul" },
      effect = function(game) game:draw(game:you()) end },
    { kind = "ACT", zones = { "RC" }, text = "Retire one of your other rear-guards: this unit gets +2000 power until end of turn.",
      cost = { retire = 1 },
      effect = function(game) game:give(game:self(), { power = 2000, ["until"] = "turn" }) end },
  } }
