-- Garudamon: <Piercing> (card data). Inherited: on your turn, when this Digimon is blocked, <Draw 1>.
card:when("blocked", function(me) game.draw(me, 1) end, {inherited = true, turn = "yours", whose = "self"})
