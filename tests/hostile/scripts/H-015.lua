-- Hostile test card (found by the Lua fuzz target): an effect that draws and then fails. The
-- game stops at the failure; no later chance answer (a card from the deck) is given to it.
return { number = "H/015", name = "Broken Draw", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the draws below.",
      trigger = { event = "situation", situation = function(game) return true end },
      effect = function(game)
        game:draw(game:you())
        game:draw(game:you())
        return undefined_name
      end },
  } }
