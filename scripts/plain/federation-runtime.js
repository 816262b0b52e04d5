// The plain reference build (`npm run bench`): stands in for `@module-federation/enhanced/runtime` so
// the same shell sources load each remote's `./spa` with a plain `import()` — one webpack build, no
// federation, no shared scope. Never part of the portal itself.

/** Nothing to register: every remote is a chunk of this build. */
export function registerRemotes() {}

/** `mfe_doctor/spa` → the mfe-doctor workspace's src/spa.tsx, as an ordinary lazy chunk. */
export function loadRemote(id) {
  const [name, exposed] = id.split('/');
  if (exposed !== 'spa') return Promise.reject(new Error(`plain build: only ./spa is exposed (${id})`));
  const dir = name.replace('_', '-');
  return import(
    /* webpackInclude: /[\\/]mfe-[a-z]+[\\/]src[\\/]spa\.tsx$/ */
    /* webpackChunkName: "[request]" */
    `../../${dir}/src/spa.tsx`
  );
}
