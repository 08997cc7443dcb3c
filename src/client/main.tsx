import { whenAppLive } from './app/app-live';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

const start = () => import('./app/start').then((app) => app.start(container));

/** Runs `then` once the browser has painted the page (its first contentful paint), or after `atMost` ms: a tab
 * in the background paints nothing, and a browser without paint timing says nothing. */
function afterFirstPaint(then: () => void, atMost = 1000): void {
  let observer: PerformanceObserver | undefined;
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) go();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // no paint timing: the timeout starts the app
  }
  setTimeout(go, atMost);
}

// A page the server rendered ahead (decision 0028) is readable, and its links work, before any script: the app
// loads once that page is on screen, so a slow phone paints it first. Any other page needs the app to show at all.
if (container.hasChildNodes()) {
  // a button pressed before the app is live would do nothing: the last one is pressed again once it is
  let pressedEarly: HTMLButtonElement | null = null;
  const keep = (event: MouseEvent) => {
    pressedEarly = (event.target as Element | null)?.closest('button') ?? pressedEarly;
  };
  document.addEventListener('click', keep, true);
  void whenAppLive().then(() => {
    document.removeEventListener('click', keep, true);
    pressedEarly?.click();
  });
  afterFirstPaint(start);
} else void start();
