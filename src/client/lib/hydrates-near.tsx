import { Suspense, use, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { drawingServerPage } from './first-paint.ts';
import { useInView } from './use-in-view.ts';

/** When a part held back hydrates: once `open`, and `opened` tells React to try again. */
interface Gate {
  open: boolean;
  opened: Promise<void>;
  openNow: () => void;
}

function newGate(): Gate {
  let resolve = () => {};
  const gate: Gate = {
    open: false,
    opened: new Promise<void>((done) => (resolve = done)),
    openNow: () => {
      gate.open = true;
      resolve();
    },
  };
  return gate;
}

const gates = new WeakMap<Element, Gate>();

// A press, a click (a press held before the code ran, handed on) or a focus inside a part held
// back opens it before React sees the event: the window's capturing listeners run before those of
// React's root, which then hydrates the part at once and hands it the event (React does not pass
// one on through a part it cannot hydrate).
if (typeof window !== 'undefined') {
  const openAround = (event: Event) => {
    const part =
      event.target instanceof Element && event.target.closest('[data-hydrates-near-screen]');
    if (part) gates.get(part)?.openNow();
  };
  for (const type of ['pointerdown', 'click', 'focusin'])
    window.addEventListener(type, openAround, { capture: true });
}

const noSubscription = () => () => undefined;
/** Never settles: a part of a page the visitor is leaving stays as it is until the page goes. */
const leaving = new Promise<never>(() => undefined);

/**
 * While the server's page hydrates, a part not yet open suspends: React keeps what the server
 * drew there as it is, and hydrates it once `opened` settles. The server draws it whole; drawn in
 * the browser (another page) it renders at once. It hydrates as the server drew it, which only
 * the server's address shows: once the address has changed (a link followed, the old page still
 * on screen while the new one loads) it is not hydrated any more.
 */
function HeldBack({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (hydrating && typeof document !== 'undefined') {
    if (!gate.open) use(gate.opened);
    if (!drawingServerPage()) use(leaving);
  }
  return children;
}

/**
 * A part of the server's page hydrated only as the visitor comes within `margin` of it (by
 * default most of a phone's screen ahead), or presses or tabs into it first: on a first visit a
 * phone's main thread builds what is on screen and near it, and no more. New content for the part
 * (another search, seats) hydrates it first.
 */
export function HydratesNear({
  margin = '600px',
  className,
  children,
  ...data
}: {
  margin?: string;
  className?: string;
  children: ReactNode;
} & Record<`data-${string}`, string>) {
  const [gate] = useState(newGate);
  const { ref } = useInView<HTMLDivElement>(0, margin, gate.openNow);
  // Rendered again, it has new content: React hydrates a part before it updates it.
  const rendered = useRef(false);
  if (rendered.current) gate.open = true;
  rendered.current = true;
  const register = (element: HTMLDivElement | null) => {
    ref.current = element;
    if (element) gates.set(element, gate);
  };
  return (
    // The mark says how near (the tests' wait for hydration reads it too).
    <div ref={register} className={className} data-hydrates-near-screen={margin} {...data}>
      <Suspense fallback={null}>
        <HeldBack gate={gate}>{children}</HeldBack>
      </Suspense>
    </div>
  );
}
