/** A full reload of the page (the spec's answer to an unknown sign-in failure); its own module so tests can replace it. */
export function reloadPage() {
  window.location.reload();
}
