-- ZeigGreymon: [When Digivolving] <Blitz>. Inherited: [Your Turn] when this Digimon attacks with
-- <Blitz>, it may also attack your opponent's unsuspended Digimon: a permission the core reads only
-- for an attack declared by <Blitz> (allow "blitz_attack_unsuspended"), never for a main phase one.
card:when_digivolving(function(me, self) game.blitz(self) end, {has = {"blitz"}})
card:static{inherited = true, turn = "yours", allow = {"blitz_attack_unsuspended"}}
