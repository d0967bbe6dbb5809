-- Viximon (Digi-Egg). Inherited: [Your Turn] [Once Per Turn] when you use an Option card with a use
-- cost of 2 or more (its own in-hand reductions counted, not a reduction of the cost paid nor a use
-- without paying: Q3271, Q5479, Q5480), <Draw 1>; after the Option's [Main] effect (Q3269).
kitsune.on_option(card, function(me) game.draw(me, 1) end, {inherited = true, once_per_turn = true})
