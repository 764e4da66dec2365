/**
 * The page's first script: a small classic script in the head, which the browser runs before it
 * reads the page's content, so a press on that content, however early, is held for the
 * application's code (lib/early-submit.ts), and each picture is marked as it arrives
 * (components/trips/picture-arrival.ts). Everything else starts after the first paint (main.tsx).
 */
import { watchPictureArrivals } from './components/trips/picture-arrival.ts';
import { holdEarlySubmits } from './lib/early-submit.ts';

holdEarlySubmits();
watchPictureArrivals();
