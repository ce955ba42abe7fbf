-- Hostile test card: keeps the game object of one call and uses it in a later call.
local kept
return { number = "H/007", name = "Hoarder of Games", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the attack below.",
      trigger = { event = "situation", situation = function(game) return true end },
      effect = function(game)
        if kept then kept:draw(kept:you()) end
        kept = game
      end },
  } }
