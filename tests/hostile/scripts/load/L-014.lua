-- Hostile test card: a misspelt cost field (the old 'discard_clan') would be ignored, and the
-- cost would take a card of any clan.
return { number = "L/014", name = "Test Misspeller", clan = "Test", race = "Human",
  grade = 1, power = 6000, shield = 5000, critical = 1, trigger = "none", skill = "boost",
  abilities = {
    { kind = "ACT", zones = { "RC" }, text = "Discard a Test card: draw.",
      cost = { discard = 1, discard_clan = "Test" },
      effect = function(game) game:draw(game:you()) end },
  } }
