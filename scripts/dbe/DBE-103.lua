-- Backstep. Support: Downgrade: your active becomes a Digimon of your hand you pick, one
-- level below it (DP ignored).
return {
  support = function(me) dbe.choose(me, dbe.futures(me, "downgrade"), {next = "back"}) end,
  back = function(me, picks)
    for _, card in ipairs(picks) do dbe.evolve(me, card, "downgrade") end
  end,
}
