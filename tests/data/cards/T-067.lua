-- Test card: a guardian that takes an attacking Legion Mate away before the damage step (CR 1.31
-- 10.1.24.7: the Leader then deals no damage either; docs/card-scripts.md, "Legion and Seek Mate").
-- No card of the pool moves an opponent's vanguard in a battle; this one tests the rule.
return { number = "T/067", name = "Test Mate Breaker", clan = "Test", race = "Human",
  grade = 0, power = 5000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", trigger = { event = "placed", circles = { "GC" } },
      text = "When placed on (GC), put your opponent's Legion Mate into their soul.",
      effect = function(game)
        for _, unit in ipairs(game:vanguards(game:opponent())) do
          if game:in_legion(unit) and game:card(unit).name == "Test Legion Mate" then game:to_soul(unit) end
        end
      end },
  } }
