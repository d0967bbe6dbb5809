-- AeroVeedramon: <Jamming> (card data). Inherited: [Your Turn] while you have 8 or more cards in your
-- hand, this Digimon gains <Security Attack +1> (from the moment the hand reaches 8, for the rest of an
-- attack too, Q702).
card:static{inherited = true, turn = "yours", security_attack = 1, condition = function(me) return #game.hand(me) >= 8 end}
