-- kitsune: the Renamon line of EX2 (Viximon, Renamon, Kyubimon, Taomon, Sakuyamon), whose effects
-- answer "[Your Turn] when you use an Option card with a cost of 2 or more".
kitsune = {}

-- Declares on `card_`: [Your Turn] when you use an Option card whose use cost is 2 or more, fn(me).
-- The cost is the option_used event's f.cost (game.use_cost as the card was used): an Option whose
-- own effect makes its cost in the hand 1 or less is one of cost 1 or less (BT2-099, Q3271); one
-- whose cost paid only was reduced (its own "when you use this card" cost, another card's reduction)
-- or that an effect used without paying counts at its printed cost (Q5479, Q5480). It activates
-- after the Option's [Main] effect (Q3269); an Option's [Security] effect or a <Delay> activated is
-- no use of it (Q3270: the option_used event's). `opts`: inherited, once_per_turn.
function kitsune.on_option(card_, fn, opts)
  card_:when("option_used", fn, {whose = "own", turn = "yours", inherited = opts.inherited,
    once_per_turn = opts.once_per_turn, condition = function(me, self, c, subject, f) return f.cost >= 2 end})
end

-- "1 of your opponent's Digimon gets -n DP for the turn", as the effect of kitsune.on_option.
function kitsune.weaken(n)
  return function(me) fx.change_one(me, game.opponent(me), {dp = -n}) end
end

-- "an Option card with [Plug-In] in its name"
function kitsune.plug_in(c) return game.card_kind(c) == "Option" and game.card_name_has(c, "Plug-In") end
