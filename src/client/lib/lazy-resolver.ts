import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's validation, loaded when the form is first used: zod and the domain's schemas weigh
 * more than the form itself, and a visitor reads and types for a while before the first check
 * runs. `preload` (the form's first focus) starts the load; a check asked for earlier (a submit,
 * an enquiry sent before the application ran) waits for it.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): { resolver: Resolver<Input, Context, Output>; preload: () => void } {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  // A load that failed (the network dropped) is asked for again at the next check.
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    // Failed, it is asked for again by the check itself.
    preload: () => void loaded().catch(() => undefined),
  };
}
