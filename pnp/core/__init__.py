"""Foundations every stage shares: findings, located YAML, expressions, colours, geometry, papers, registries."""
