-- Garurumon (inherited): [When Attacking] <Draw 1>, then trash 1 card of your hand.
card:when_attacking(function(me) fx.draw_then_trash(me, 1) end, {inherited = true})
