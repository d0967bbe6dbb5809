-- Megadramon: [On Play] delete up to 2 of your opponent's Digimon with 3000 DP or less (together; a
-- number the text shows: effects adding to DP-based deletions reach it, 15-15-4, Q1801).
-- Inherited: [Your Turn] while this Digimon has [Machine] in its traits, <Security Attack +1>.
card:on_play(function(me) fx.delete(me, {count = 2, upto = true, dp = 3000}) end)
local machine = fx.trait_has("Machine")
card:static{inherited = true, turn = "yours", security_attack = 1, condition = function(me, self) return machine(self) end}
