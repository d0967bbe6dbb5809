-- Birdramon (inherited): [When Attacking] when this Digimon attacks a player, delete 1 of your
-- opponent's Digimon with 3000 DP or less (also when the attack is then blocked, Q3190). The 3000 is a number the
-- text shows: effects adding to DP-based deletions reach it (15-15-4, Q1801).
card:when_attacking(function(me) fx.delete(me, {dp = 3000}) end,
  {inherited = true, condition = classic.attacks_player})
