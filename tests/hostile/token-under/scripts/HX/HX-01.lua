-- hostile: plays a token, then stacks cards with it every way the API has (CR 4-21-3: no card is stacked with a token)
card:on_play(function(me, self)
  local t = game.play_token(me, "HX-02")
  if not t then return end
  local h = game.hand(me)
  if h[1] then game.put_under(h[1], t) end
  if h[2] then game.put_under({h[2]}, t, "top") end
  local src = game.source_cards(self)
  if src[1] then game.move_source(src[1], t) end
  game.place_under(self, t)
end)
