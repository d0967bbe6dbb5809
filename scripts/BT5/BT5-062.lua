-- Mekanorimon: <Blocker> (card data). [Your Turn] this Digimon can't attack. [Opponent's Turn] when
-- this Digimon deletes an opponent's Digimon in battle and survives, unsuspend it.
card:static{turn = "yours", forbid = {"attack"}}
card:when("deleted_one_in_battle", function(me, self) game.unsuspend(self) end, {whose = "self", turn = "opponents"})
