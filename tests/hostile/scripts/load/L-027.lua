-- Hostile test card: 'self_may_pay' on a discard; only a retire may take this unit itself.
return { number = "L/027", name = "Test Self Discard", clan = "Test", race = "Human",
  grade = 1, power = 6000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", zones = { "RC" }, text = "Discard a card, this unit among them: draw.",
      cost = { discard = { count = 1, self_may_pay = true } },
      effect = function(game) game:draw(game:you()) end },
  } }
