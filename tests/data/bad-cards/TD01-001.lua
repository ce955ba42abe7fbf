-- a card file with a syntax error on line 3, named for a card the example records use
return { number = "X/1",
  name = = "Broken" }
