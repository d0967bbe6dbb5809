-- Wild Surge. Support: your active evolves into a Digimon of your hand you pick, with no
-- requirement (an evolution by effect: level, type and DP do not matter; DP stays).
return {
  support = function(me) dbe.choose(me, dbe.futures(me, "effect"), {next = "surge"}) end,
  surge = function(me, picks)
    for _, card in ipairs(picks) do dbe.evolve(me, card, "effect") end
  end,
}
