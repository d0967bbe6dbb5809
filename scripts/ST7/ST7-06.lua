-- GeoGreymon: [On Play] delete 1 of the opponent's Digimon with 4000 DP or less (an attacker with
-- <Jamming> too, Q687). [Security] at the end of the battle, play this card without paying (whatever
-- the battle's result, Q685; before the attack's next security check, Q686; a plain Digimon, Q684).
local enter = card:delayed(function(me, self, c) game.play(c) end)
card:security(function(me, self, c) game.at_end_of("battle", enter) end)
card:on_play(function(me)
  fx.delete(me, {dp = 4000})
end)
