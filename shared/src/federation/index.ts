// `@onboarding/shared/federation`: what the Module Federation hosts (the shell, the back office) share to load
// remotes at run time. The browser runtime adapter is `@onboarding/shared/federation/runtime` (it imports the
// federation runtime, which tests replace by a fake).
export * from './load-remote';
export * from './shared-compatibility';
