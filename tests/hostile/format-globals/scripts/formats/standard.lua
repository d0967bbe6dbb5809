-- hostile: a format that clears the shared names, then asks for 0 copies
fx, game, string, card = nil, nil, nil, nil
return {deck = {copies = 0}}
