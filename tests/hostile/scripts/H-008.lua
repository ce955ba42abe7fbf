-- Hostile test card: changes its own characteristics through the metatable of the game:card table.
return { number = "H/008", name = "Forger", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the attack below.",
      trigger = { event = "situation", situation = function(game) return true end },
      effect = function(game)
        getmetatable(game:card(game:self())).__index.power = 99999
      end },
  } }
