"""Drawing: display lists and page plans painted on a reportlab canvas (the PDF writer's painter)."""
