import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads apart, drawn at once when that code has come: `React.lazy`
 * suspends on a component's first drawing even when its module is already there, and React
 * holds a Suspense boundary's reveal back for a few hundred ms, which a dialog opened by a tap
 * would wait out. `preload` (on idle, after the first paint) brings the code ahead of the press;
 * drawn before it has come, it suspends as `lazy` does.
 */
export function readyAhead<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload: () => Promise<unknown> } {
  let ready: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (ready = component),
      (error: unknown) => {
        loading = undefined; // asked for again by the next drawing
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function ReadyAhead(props: Props) {
    const Ready = ready;
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(ReadyAhead, { preload });
}
