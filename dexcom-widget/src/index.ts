import { DexcomConnect } from './element';

// <script src="https://portal.example/widget/dexcom-connect.js" defer></script> then <dexcom-connect>.
// The portal is where this script came from (or the script's data-portal attribute).
const script = document.currentScript as HTMLScriptElement | null;
DexcomConnect.portal = (script?.dataset.portal ?? (script ? new URL(script.src).origin : '')).replace(
  /\/$/,
  '',
);
if (!customElements.get('dexcom-connect')) customElements.define('dexcom-connect', DexcomConnect);
