/** Loads `path` as a new page that replaces this one in the history (the tests watch it instead of leaving). */
export function loadInstead(path: string): void {
  window.location.replace(path);
}
