// The account's forms are sent by script (the page's API client). Before the script has loaded (or
// without it) the browser sends the form itself: as a POST, never a GET, so a password, an email or
// an address never lands in the address bar, the history, a server log or a Referer. Such a POST
// sends nothing on: the page is drawn again, empty, for the shopper to send once it has loaded.

/** The route action of a page with an account form: nothing is done with a form the browser sent itself. */
export function noScriptPost(): null {
  return null
}
