-- SkullKnightmon Cavalier Mode (its name also treated as [SkullKnightmon] and [DeadlyAxemon]: card
-- data, Q1745). [When Digivolving] this Digimon gains <Jamming> and <Blocker> until the end of the
-- opponent's next turn.
card:when_digivolving(function(me, self)
  game.change(me, self, {keywords = {"jamming", "blocker"}}, "opponents_turn")
end)
