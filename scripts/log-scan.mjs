// What must never appear in a log (issue 12 point 6, issue 15 point 7): people's e-mail addresses,
// tokens, passwords, codes. `npm test` scans the whole e2e stack's output (API at info level, one
// line per request, identity and Dexcom emulators, mail catcher) after the journeys and counts each
// kind found as a failure. Findings are reported masked: the log is the leak, not the report.

const RULES = [
  ['an e-mail address', /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/],
  ['a JWT', /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/],
  ['a bearer token', /Bearer\s+[A-Za-z0-9._~+/=-]{16,}/i],
  ['a password value', /"(?:new|old|temporary)?password"\s*:\s*"[^"]+"/i],
  ['a verification code value', /"(?:code|verificationCode|confirmationCode)"\s*:\s*"[^"]+"/i],
];

const mask = (line) => line.replace(/[A-Za-z0-9]/g, (c, i) => (i % 3 === 0 ? c : '•')).slice(0, 120);

/** Finding names for `text` (one per rule that matched), with the first line masked and a count. */
export function scanLog(text) {
  const lines = text.split('\n');
  const findings = [];
  for (const [what, re] of RULES) {
    const hits = lines.filter((l) => re.test(l));
    if (hits.length)
      findings.push(`stack log holds ${what} in ${hits.length} line(s), e.g. ${mask(hits[0])}`);
  }
  return findings;
}
