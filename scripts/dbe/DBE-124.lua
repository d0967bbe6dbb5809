-- Socket Wrench. Support: own Digimon gets 1 more attach slot; then Attach H (an attachable card of your choice from your hand).
return { support = function(me) dbe.add_slots(me, 1) dbe.attach(me, "hand") end }
