// The built-in offline AI (AMENDMENTS A6): a catalog of songs, a mood lexicon and image
// colour analysis that answer every AI call when no provider is configured. It arrives with
// playlist generation.
export {};
