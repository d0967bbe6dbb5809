-- hostile: a mod library that replaces the shared helpers
fx = {delete = function() end}
