// Catalog rows, 1960s-1980s. Format: see parse-rows.ts.
//   title|artist|year|genre,genre|language|valence|energy|tempo|acousticness|tags
export const ROWS_1960S_1980S = String.raw`
`;
