-- ToyAgumon (inherited): [End of Opponent's Turn] if the opponent declared no attack with a Digimon
-- this turn, <Draw 1> (also when they had no Digimon, Q658/Q661; not when their attackers were all
-- deleted since, Q660/Q663).
local function no_attack(me) return not game.player_attacked_this_turn(game.opponent(me)) end
card:end_of_opponents_turn(function(me) game.draw(me, 1) end, {inherited = true, condition = no_attack})
