-- Sistermon Blanc: [On Play] by trashing 1 card in your hand, <Draw 2> (declining draws nothing, Q758).
-- [All Turns] while you have a Digimon with [Huckmon] in its name or [Royal Knight] in its traits,
-- this Digimon has <Decoy (Red/Black)>.
card:on_play(function(me)
  fx.by(me, function()
    local c = game.choose(me, game.hand(me), 1, 1, "cards")[1]
    if not c then return false end
    game.trash(c)
    return true
  end, function() game.draw(me, 2) end)
end)
card:static{keywords = {"decoy(red/black)"}, condition = royal.have_huckmon_or_knight}
