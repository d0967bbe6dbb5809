-- Glimmer Vane (the star side of DBE-150, a flip card with no initial side; its moon side is
-- Gloom Vane). Any Phase: you get 50 HP back.
-- (Review round 10: a card a hand could use at a step 0 on one side only, reading R10-B-5.)
return { any_phase = function(me) dbe.recover(me, 50) end }
