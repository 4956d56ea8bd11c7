// The page a page load shows when the server cannot be reached (docs/decisions/0004-web-client.md#offline). It
// comes with that page's chunk (web/app/offline-page.tsx), which only the service worker's offline shell loads.
export const offline = {
  title: 'No connection',
  body: 'MandiBook cannot reach the server. Check the network cable or Wi-Fi, then try again.',
  safe: 'Everything saved before is safe on the server.',
  retry: 'Try again',
  checking: 'Checking...',
  still: 'Still no connection. Try again in a moment.',
} as const;
