import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver.ts';

type Values = { name: string };
const answer = { values: { name: 'Chiara' }, errors: {} };
const check: Resolver<Values> = async () => answer;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("a form's validation loaded when first needed", () => {
  it('loads nothing until asked, then once for every check', async () => {
    const load = vi.fn(async () => check);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    await expect(resolver({ name: 'Chiara' }, undefined, options)).resolves.toEqual(answer);
    await resolver({ name: 'Chiara' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again at the next check when the load failed', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('rete assente'))
      .mockResolvedValue(check);
    const { resolver, preload } = lazyResolver(load);
    preload();
    await expect(resolver({ name: 'Chiara' }, undefined, options)).rejects.toThrow('rete assente');
    await expect(resolver({ name: 'Chiara' }, undefined, options)).resolves.toEqual(answer);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
