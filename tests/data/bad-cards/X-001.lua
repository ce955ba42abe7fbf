-- a card file with a syntax error on line 2
return { number = "X/1",
  name = = "Broken" }
