-- Rebellimon: [When Digivolving] you may trash 1 card in your hand (none in the hand: nothing,
-- Q1467) to have this Digimon gain <Blocker> and <Retaliation> until the end of the opponent's next
-- turn. [All Turns] this Digimon is also black (in the battle area only, Q1466).
card:when_digivolving(function(me, self)
  if diamond.trash_from_hand(me) then game.change(me, self, {keywords = {"blocker", "retaliation"}}, "opponents_turn") end
end)
card:static{all_turns = true, colors = {"black"}}
