// The plain reference build (`npm run bench`): stands in for `@module-federation/enhanced/runtime` so
// the same shell sources load each remote's `./spa` with a plain `import()` — one webpack build, no
// federation, no shared scope. Never part of the portal itself.

/** Nothing to register: every remote is a chunk of this build. */
export function registerRemotes() {}

/** Nothing to fetch ahead: the exposed module is a chunk of this build, requested when imported. */
export function preloadRemote() {
  return Promise.resolve([]);
}

/**
 * `mfe_doctor/spa` → the mfe-doctor workspace's src/spa.tsx, as an ordinary lazy chunk; any other
 * exposed module (`mfe_dexcom/Glucose`, which the patient's home shows) → that workspace's
 * src/exposed/<name>.tsx, where every remote keeps what it exposes besides `./spa` — so the plain
 * reference draws the same glucose panel the portal does (issue 27 point 3).
 */
export function loadRemote(id) {
  const [name, exposed] = id.split('/');
  const dir = name.replace('_', '-');
  if (exposed === 'spa')
    return import(
      /* webpackInclude: /[\\/]mfe-[a-z]+[\\/]src[\\/]spa\.tsx$/ */
      /* webpackChunkName: "[request]" */
      `../../${dir}/src/spa.tsx`
    );
  return import(
    /* webpackInclude: /[\\/]mfe-[a-z]+[\\/]src[\\/]exposed[\\/][A-Za-z]+\.tsx$/ */
    /* webpackChunkName: "[request]" */
    `../../${dir}/src/exposed/${exposed}.tsx`
  );
}
