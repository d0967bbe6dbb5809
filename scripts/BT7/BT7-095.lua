-- Blue Hawaii Death: [Main] for the turn, 1 of your Digimon gets +3000 DP and can also attack the
-- opponent's unsuspended Digimon that have no digivolution cards. [Security] add this card to its
-- owner's hand.
local reach = card:static{granted = true, allow = {"attack_unsuspended"}, attack_target = function(me, self, c, t) return game.no_sources(t) end}
card:main(function(me) fx.change_one(me, me, {dp = 3000, effect = reach}) end)
card:security(function(me, self, c) game.to_hand(c) end)
