-- Rigging Drone. Support: Attach D (an attachable card of your choice from your deck to your active; the deck is shuffled).
return { support = function(me) dbe.attach(me, "deck") end }
