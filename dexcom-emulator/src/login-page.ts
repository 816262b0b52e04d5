import { SANDBOX_USERS } from './users';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sandbox's login page: pick a user, then Authorize or Deny (as Dexcom's sandbox login does). */
export function loginPage(params: Record<string, string>): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'scope', 'response_type']
    .map((k) => `<input type="hidden" name="${k}" value="${esc(params[k] ?? '')}">`)
    .join('');
  const users = SANDBOX_USERS.map(
    (u, i) =>
      `<label><input type="radio" name="user" value="${esc(u.id)}"${i === 0 ? ' checked' : ''}> ${esc(u.label)}</label>`,
  ).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dexcom sandbox — sign in</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
fieldset{border:1px solid #888;border-radius:6px;padding:1rem}label{display:block;padding:.4rem 0}
button{font-size:1rem;padding:.6rem 1.2rem;margin:1rem .5rem 0 0;border-radius:6px;border:1px solid #333}
button[value=allow]{background:#0a5c36;color:#fff}</style></head>
<body><h1>Dexcom sandbox</h1>
<p>This is the Dexcom API emulator. Choose a sandbox user and allow the portal to read their CGM data.</p>
<form method="post" action="login">${hidden}
<fieldset><legend>Sandbox user</legend>${users}</fieldset>
<button type="submit" name="decision" value="allow">Authorize</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form></body></html>`;
}
