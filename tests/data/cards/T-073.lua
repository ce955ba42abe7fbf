-- Test card: "each player may draw" in either player's turn (CR 1.3.4: both players choose at the
-- same time, so the turn player chooses first; docs/card-scripts.md, game:each_player). Its AUTO
-- triggers at the beginning of every end phase, so its master is the non-turn player in the
-- opponent's turn.
return { number = "T/073", name = "Test Courier", clan = "Test", race = "Human",
  grade = 1, power = 7000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "AUTO", zones = { "RC" },
      text = "(RC): at the beginning of each end phase, each player may draw a card.",
      trigger = { event = "beginning", phase = "end" },
      effect = function(game)
        for _, player in ipairs(game:each_player()) do
          if game:may(player) then game:draw(player) end
        end
      end },
  } }
