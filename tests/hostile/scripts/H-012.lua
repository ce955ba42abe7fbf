-- Hostile test card: passes bad arguments to every method of the game object, in a condition
-- (its situation) and in an effect. Each call must end in a Lua error the card can catch, and
-- leave nothing behind (the ASan run checks for leaks). The effect fails with every message.
local seen = {}
local function try(name, f, ...)
  local ok, message = pcall(f, ...)
  seen[#seen + 1] = name .. ": " .. (ok and "no error" or tostring(message))
end
local condition_checked = false
return { number = "H/012", name = "Bad Arguments", clan = "Test", race = "Test",
  grade = 0, power = 5000, shield = 10000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "VC" }, text = "While on (VC): the attack below.",
      trigger = { event = "situation", situation = function(game)
        if not condition_checked then
          condition_checked = true
          try("condition retire", game.retire, game, game:self())
          try("condition choose", game.choose, game, game:you(), {}, 0, 1)
          try("condition give", game.give, game, game:self(), {})
          try("condition draw", game.draw, game, game:you())
          try("condition look_top", game.look_top, game, game:you(), 1)
          try("condition power", game.power, game, "x")
        end
        return true
      end },
      effect = function(game)
        local me, you = game:self(), game:you()
        try("no game", game.power, nil, me)
        try("card", game.card, game, "x")
        try("owner", game.owner, game, -1)
        try("units", game.units, game, 2)
        try("rear_guards", game.rear_guards, game, nil)
        try("vanguards", game.vanguards, game, "a")
        try("hand", game.hand, game, 3)
        try("soul", game.soul, game, {})
        try("damage", game.damage, game, 1.5)
        try("drop", game.drop, game)
        try("face_down_damage", game.face_down_damage, game, "B")
        try("power", game.power, game, 100000)
        try("critical", game.critical, game, "z")
        try("choose cards", game.choose, game, you, { me, "x" }, 0, 1)
        try("choose list", game.choose, game, you, "x", 0, 1)
        try("choose min", game.choose, game, you, { me }, "a", 1)
        try("choose player", game.choose, game, 7, { me }, 0, 1)
        try("choose what", game.choose, game, you, { me }, 0, 1, { grade = 1 })
        try("search number", game.search, game, you, "NO/001", 1)
        try("search type", game.search, game, you, {}, 1)
        try("search kind", game.search, game, you, 5, 1)
        try("search names", game.search, game, you, { name = { "a", 2 } }, 1)
        try("search grade", game.search, game, you, { max_grade = -1 }, 1)
        try("search word", game.search, game, you, { name_contains = "" }, 1)
        try("search key", game.search, game, you, { "Blaster Blade" }, 1)
        try("search max", game.search, game, you, "H/012", "x")
        try("give table", game.give, game, me, 5)
        try("give until", game.give, game, me, { ["until"] = "ever" })
        try("give lose", game.give, game, me, { lose = "flying", ["until"] = "turn" })
        try("give power", game.give, game, me, { power = "lots" })
        try("give cannot_use", game.give, game, me, { cannot_use = "some", ["until"] = "turn" })
        try("give unit", game.give, game, "me", {})
        try("give lose_ability", game.give, game, me, { lose_ability = 9 })
        try("give does_not_stand", game.give, game, me, { does_not_stand = true, ["until"] = "turn" })
        try("rested", game.rested, game, "x")
        try("look_top", game.look_top, game, you, 0)
        try("to_bottom", game.to_bottom, game, "x")
        try("later", game.later, game, 1)
        try("later type", game.later, game, "x")
        try("retire", game.retire, game, "x")
        try("stand", game.stand, game, -5)
        try("rest", game.rest, game, nil)
        try("to_hand", game.to_hand, game, true)
        try("to_deck", game.to_deck, game, {})
        try("superior_ride", game.superior_ride, game, 99999)
        try("superior_call", game.superior_call, game, 99999)
        try("superior_call to", game.superior_call, game, game:self(), "nowhere")
        try("to_drop", game.to_drop, game, "x")
        try("move_to_vanguard", game.move_to_vanguard, game, "x")
        try("move_to_vanguard hand", game.move_to_vanguard, game, game:hand(you)[1])
        try("reveal", game.reveal, game, 1e100)
        try("turn_face_up", game.turn_face_up, game, false)
        try("draw", game.draw, game, 5)
        try("soul_charge", game.soul_charge, game, -1)
        try("shuffle", game.shuffle, game, "A")
        try("top_to_drop", game.top_to_drop, game, 7)
        try("reveal_top", game.reveal_top, game, "B")
        error(table.concat(seen, " | "), 0)
      end },
  } }
