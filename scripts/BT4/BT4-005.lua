-- Missimon (inherited): [Your Turn] while this Digimon has [D-Brigade] in its type, it gets +1000 DP.
-- (The pool prints D-Brigade as a type only: "[X] in its traits", 2-3-2-4.)
local brigade = fx.trait_has("D-Brigade")
card:static{inherited = true, turn = "yours", dp = 1000, condition = function(me, self) return brigade(self) end}
