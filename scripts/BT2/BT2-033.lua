-- Agumon (inherited): [When Attacking] if you have 3 or more yellow Tamers, <Draw 1>.
local function three_yellow(me) return #fx.tamers(me, fx.colored("yellow")) >= 3 end
card:when_attacking(function(me) game.draw(me, 1) end, {inherited = true, condition = three_yellow})
