"""What a die is, for the kind that lays its faces out and the net that folds them."""

FACES = 6
