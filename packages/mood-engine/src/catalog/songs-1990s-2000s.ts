// Catalog rows, 1990s-2000s. Format: see parse-rows.ts.
//   title|artist|year|genre,genre|language|valence|energy|tempo|acousticness|tags
export const ROWS_1990S_2000S = String.raw`
`;
