-- Hostile test card: an effect that does not repeat its steps. Its first run draws (and waits
-- for the card); run again after the answer, it soul charges at that place instead.
local runs = 0
return { number = "H/013", name = "Changing Mind", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the attack below.",
      trigger = { event = "situation", situation = function(game) return true end },
      effect = function(game)
        runs = runs + 1
        if runs == 1 then game:draw(game:you()) else game:soul_charge(game:you()) end
      end },
  } }
