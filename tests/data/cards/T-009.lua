-- Test card: a situation trigger (CR 8.6.6): while you hold three or fewer cards, draw.
return { number = "T/009", name = "Test Scholar", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "RC" }, text = "When you have three or fewer cards in your hand, draw a card.",
      trigger = { event = "situation", situation = function(game) return #game:hand(game:you()) <= 3 end },
      effect = function(game) game:draw(game:you()) end },
  } }
