"""Loading: YAML sources, templates, fonts and icons into the model, every mistake a finding."""
