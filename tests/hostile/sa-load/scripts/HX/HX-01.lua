-- hostile: Security Attack +300
card:static{security_attack = 300}
