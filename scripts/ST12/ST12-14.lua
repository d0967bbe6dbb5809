-- Aus Generics: [Main] 1 of your Digimon gets +2000 DP for the turn. Then, if you have a Digimon with
-- [Huckmon] in its name or [Royal Knight] in its traits, gain 1 memory, and 1 of your Digimon (the same
-- or another, Q761) gains <Piercing> for the turn. [Security] gain 1 memory and add this card to its
-- owner's hand.
card:main(function(me)
  fx.change_one(me, me, {dp = 2000})
  if royal.have_huckmon_or_knight(me) then
    game.gain_memory(me, 1)
    fx.change_one(me, me, {keywords = {"piercing"}})
  end
end)
card:security(function(me, self, c)
  game.gain_memory(me, 1)
  game.to_hand(c)
end)
