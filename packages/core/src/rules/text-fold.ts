// The one folding of text for every comparison Moodtape makes: song identity (song-identity.ts),
// the mood engine's lexicon and catalog search, the emulators' searches and poster matching.
// Written once so that a prompt, an AI answer, a catalog row and a service's search result
// written differently ("Beyoncé" / "beyonce", "Don’t" / "dont", "Rock & Roll" / "rock and
// roll") compare equal everywhere, the way search services forgive them.

// Apostrophes join a word ("don't", "90's") instead of splitting it. They go before NFKD,
// which would turn "´" into a space and a combining accent.
const APOSTROPHES = /['’‘`´ʼ]/g;

// Accents: the marks NFKD splits off Latin, Greek and Cyrillic letters ("é" is "e" and "´").
// Marks that other scripts cannot do without (the voicing mark of "ビ", Indic vowel signs)
// stay, and the result is composed again (NFC), so "ロビンソン" stays "ロビンソン".
const ACCENTED = /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{M}+/gu;

// Letters NFKD does not take apart, spelled as their writers spell them without the letter
// ("Straße" as "strasse", "BØRNS" as "borns", "Ægir" as "aegir").
const LETTERS: readonly (readonly [RegExp, string])[] = [
  [/ß/g, 'ss'],
  [/ø/g, 'o'],
  [/æ/g, 'ae'],
];

/**
 * Lower case, accents dropped, "&" read as "and", apostrophes dropped, every other run of
 * what is not a letter or a digit one space. Letters of every script are kept ("ロビンソン",
 * "Хочешь"), so text that is not Latin still has words to compare.
 */
export function foldText(text: string): string {
  let folded = text
    .replace(APOSTROPHES, '')
    .normalize('NFKD')
    .replace(ACCENTED, '$1')
    .toLowerCase();
  for (const [letter, spelling] of LETTERS) folded = folded.replace(letter, spelling);
  return folded
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .normalize('NFC');
}

/** The words of `foldText(text)`; none for text without letters or digits. */
export function foldWords(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
}
