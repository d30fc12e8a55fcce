// The accounts pages' stylesheet, kept in code rather than a .css file so it survives the
// server's bundling. Served at /accounts/consent.css because the pages' policy forbids
// inline styles.
export const CONSENT_CSS = `:root {
  color-scheme: dark;
  --bg: #121212;
  --card: #1f1f1f;
  --line: #3a3a3a;
  --text: #ffffff;
  --muted: #b3b3b3;
  --green: #1ed760;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
* { box-sizing: border-box; }
body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px 16px;
  background: var(--bg);
  color: var(--text);
  line-height: 1.45;
}
.card {
  width: min(100%, 460px);
  padding: 28px 28px 24px;
  background: var(--card);
  border-radius: 12px;
  box-shadow: 0 8px 32px rgb(0 0 0 / 45%);
}
.badge {
  display: inline-block;
  margin: 0 0 16px;
  padding: 4px 10px;
  border: 1px solid var(--green);
  border-radius: 999px;
  color: var(--green);
  font-size: 0.78rem;
  font-weight: 600;
  letter-spacing: 0.02em;
}
h1 { margin: 0 0 20px; font-size: 1.4rem; line-height: 1.25; }
h2 { margin: 20px 0 8px; font-size: 1rem; }
fieldset.accounts { margin: 0; padding: 0; border: 0; display: grid; gap: 8px; }
legend { margin-bottom: 8px; color: var(--muted); font-size: 0.9rem; }
.account {
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: 12px;
  padding: 10px 12px;
  border: 1px solid var(--line);
  border-radius: 8px;
}
.account:has(input:checked) { border-color: var(--green); }
.account input { accent-color: var(--green); width: 18px; height: 18px; margin: 0; }
.account label { display: flex; align-items: center; gap: 10px; font-weight: 600; cursor: pointer; }
.account img { border-radius: 50%; }
.account .email { grid-column: 2; padding-left: 50px; color: var(--muted); font-size: 0.85rem; }
.scopes { margin: 0; padding-left: 20px; color: var(--muted); }
.scopes li { margin: 4px 0; }
.note { margin: 20px 0 0; color: var(--muted); font-size: 0.85rem; }
.origin { color: var(--text); font-family: ui-monospace, monospace; word-break: break-all; }
.error { margin: 0; padding: 12px; border-radius: 8px; background: #3b1219; color: #ffb4c0; }
.actions { display: flex; gap: 12px; margin-top: 24px; }
button {
  flex: 1;
  padding: 12px 16px;
  border: 1px solid var(--muted);
  border-radius: 999px;
  background: transparent;
  color: var(--text);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
}
button.primary { border-color: var(--green); background: var(--green); color: #000000; }
button:hover { filter: brightness(1.1); }
:focus-visible { outline: 3px solid #ffffff; outline-offset: 2px; }
`;
