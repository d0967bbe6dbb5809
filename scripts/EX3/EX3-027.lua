-- Agumon: inherited [Your Turn] [Once Per Turn] when you play a Digimon with [Four Great Dragons] in its
-- traits or place [Trial of the Four Great Dragons] in your battle area, <Draw 1> (one effect at two
-- timings: one use a turn for both).
draconic.when_great_dragon_or_trial(function(me) game.draw(me, 1) end, true)
