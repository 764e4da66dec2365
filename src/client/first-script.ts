/**
 * The page's first script: a small classic script in the head, which the browser runs before it
 * reads the page's content, so a press on that content, however early, is held for the
 * application's code (lib/early-submit.ts). Everything else starts after the first paint
 * (main.tsx).
 */
import { holdEarlySubmits } from './lib/early-submit.ts';

holdEarlySubmits();
