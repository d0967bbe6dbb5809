-- Brave Shield: [Main] unsuspend 1 of your Digimon; it gains <Blocker> until the end of your
-- opponent's next turn. [Security] unsuspend 1 of your Digimon; it gains <Blocker> for the turn.
local function effect(until_)
  return function(me)
    local d = fx.choose_one(me, me)
    if d then
      game.unsuspend(d)
      game.change(me, d, {keywords = {"blocker"}}, until_)
    end
  end
end
card:main(effect("opponents_turn"))
card:security(effect("turn"))
