import './index.css';

/**
 * The page's entry script: the stylesheet (linked from the HTML head, so that a first screen the
 * server sent as HTML is styled) and then the app, `main.tsx`. Where the server sent that first
 * screen, the app's code is evaluated only once the browser has painted it: evaluated before,
 * its 100 kB hold a phone's first paint until they have run (issue 21). The server preloads the
 * app's chunks with the page, so this waits for no download.
 */
const startApp = () => import('./main');

/** Long enough for any first paint; a page opened in a background tab paints none. */
const PAINT_WAIT_MS = 1000;

function startAfterFirstPaint(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    void startApp();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_WAIT_MS);
}

if (
  document.querySelector('[data-first-screen]') &&
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes.includes('paint')
) {
  startAfterFirstPaint();
} else {
  void startApp();
}
