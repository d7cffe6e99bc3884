// Placeholder until the reliability tests land.
