/** Reloads the page: the session check on load then routes the applicant on. A module of its own so tests see it. */
export function reloadPage(): void {
  window.location.reload();
}
