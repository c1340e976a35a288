"""Solo Desktop: the Solo family of trick-taking card games."""
