/** Sends the browser to another site (the provider's consent page); its own module so tests can stand in for it. */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
