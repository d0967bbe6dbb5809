-- hostile: an Option whose [Main] spends 1.95M instructions; 8 copies (both players') share one game budget of 10M
card:main(function(me) local n = 0 for k = 1, 975000 do n = n + k end end)
