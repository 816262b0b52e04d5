// Chromium's flags for every bench page, in npm run bench and its rows run alone (issue 40 point 5:
// two scripts had copied them): headless, and nothing in the background that would move a figure.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
