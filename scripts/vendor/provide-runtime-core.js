// One federation runtime per page (issue 27 point 2): the shell lends its runtime core to the remotes,
// which are built with `experiments.externalRuntime` and read it from `_FEDERATION_RUNTIME_CORE`
// instead of each bringing a copy (≈ 11 KiB gzip per remote on a page). @module-federation/enhanced's
// own `provideExternalRuntime` does the same, but its plugin is resolved to CommonJS and takes the whole
// runtime core (and sdk) a second time beside the shell's tree-shaken one (+22 KiB gzip on every page,
// measured with 2.9.2), so the shell provides exactly the names a remote's runtime imports from it
// (@module-federation/runtime's index and helpers), from the very module the shell's own runtime uses.
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

const core = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

/** A runtime plugin of the shell: before its federation instance starts, the core is on the page. */
export default function provideRuntimeCore() {
  return {
    name: 'dcp-provide-runtime-core',
    beforeInit(args) {
      CurrentGlobal._FEDERATION_RUNTIME_CORE ??= core;
      return args;
    },
  };
}
