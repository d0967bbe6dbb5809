-- Agumon: inherited [Your Turn] [Once Per Turn] its player draws 1 (<Draw 1>) as they play a Digimon
-- holding Four Great Dragons in a trait (a part of one) or as a Trial of the Four Great Dragons is put
-- into their battle area (one effect at two timings: a single use a turn covers both).
draconic.when_great_dragon_or_trial(function(me) game.draw(me, 1) end, true)
