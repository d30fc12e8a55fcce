// Catalog rows, 2010s-2020s. Format: see parse-rows.ts.
//   title|artist|year|genre,genre|language|valence|energy|tempo|acousticness|tags
export const ROWS_2010S_2020S = String.raw`
`;
