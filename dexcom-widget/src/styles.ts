// The widget's whole look, inside its shadow root: nothing of the host page's styles reaches in
// (`all: initial` also stops inherited fonts and colours), and nothing here leaks out.
export const STYLES = `
:host { all: initial; display: block; max-width: 28rem; }
:host([hidden]) { display: none; }
.card { box-sizing: border-box; font: 400 1rem/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color: #1b1f24; background: #fff; border: 1px solid #c8ced6; border-radius: 0.75rem; padding: 1rem 1.25rem; }
h2 { font-size: 1.125rem; line-height: 1.3; margin: 0 0 0.5rem; font-weight: 650; }
p { margin: 0.25rem 0; }
.muted { color: #4a5561; font-size: 0.9375rem; }
.alert { color: #a4161a; font-weight: 600; margin-top: 0.5rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 0.75rem; }
button { font: inherit; font-weight: 600; min-height: 2.75rem; padding: 0.5rem 1rem; border-radius: 0.5rem;
  border: 2px solid #0b5cad; background: #0b5cad; color: #fff; cursor: pointer; }
button.secondary { background: #fff; color: #0b5cad; }
button.danger { background: #a4161a; border-color: #a4161a; color: #fff; }
button:disabled { opacity: 0.6; cursor: default; }
button:focus-visible { outline: 3px solid #f1a208; outline-offset: 2px; }
.confirm { border-top: 1px solid #c8ced6; margin-top: 0.75rem; padding-top: 0.75rem; }
.dot { display: inline-block; width: 0.625rem; height: 0.625rem; border-radius: 50%; margin-right: 0.4rem; background: #8a949e; }
.dot.on { background: #1e7b34; }
`;
