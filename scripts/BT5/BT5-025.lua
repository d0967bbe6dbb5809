-- Paledramon: [When Digivolving] trash up to 2 digivolution cards from the bottom of 1 of your
-- opponent's Digimon.
card:when_digivolving(function(me) omni.trash_bottom_up_to(me, 2) end)
