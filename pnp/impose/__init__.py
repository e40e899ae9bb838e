"""Imposition: pieces and paper in, page plans out (pure geometry, no drawing)."""
