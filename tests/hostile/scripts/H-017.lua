-- Hostile test card (found by fuzz/lua_sandbox_fuzz.cpp from H-016): an effect that reads its
-- unit's power in an endless loop. Each game method runs engine work and is charged for it: on
-- instructions alone the loop ran for more than ten seconds.
return { number = "H/017", name = "Power Loop", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the attack below.",
      trigger = { event = "situation", situation = function(game) return true end },
      effect = function(game)
        while true do game:power(game:self()) end
      end },
  } }
