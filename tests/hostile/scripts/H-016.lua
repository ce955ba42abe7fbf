-- Hostile test card (issue 32): an effect that reads its unit's power in an endless loop, each
-- read running the condition of its continuous ability. A condition run inside an effect spends
-- the effect's budget; were the budget restarted for it, the loop would never end.
return { number = "H/016", name = "Power Reader", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "CONT", zones = { "VC" }, text = "While on (VC): +1000 power.", cont = { power = 1000 },
      condition = function(game) return true end },
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the attack below.",
      trigger = { event = "situation", situation = function(game) return true end },
      effect = function(game)
        while true do game:power(game:self()) end
      end },
  } }
