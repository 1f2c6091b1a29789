import type { Eip1193Provider, RequestArguments } from "./eip1193";

type Listener = (...args: unknown[]) => void;

/**
 * An EIP-1193 provider that loads the real one on its first request and forwards to it, so a wallet can be announced
 * without loading its code. Listeners added before then are kept and attached when it loads. A load that fails is
 * tried again by the next request. Until it has loaded, a request `answerUnloaded` answers (anything but
 * `undefined`) is answered without loading it.
 */
export function createLazyProvider(
  load: () => Promise<Eip1193Provider>,
  answerUnloaded: (args: RequestArguments) => unknown = () => undefined,
): Eip1193Provider {
  let real: Eip1193Provider | null = null;
  let loading: Promise<Eip1193Provider> | null = null;
  const waiting = new Map<string, Set<Listener>>();

  const loaded = (): Promise<Eip1193Provider> => {
    loading ??= load().then(
      (provider) => {
        // In the same step as `real` is set: a listener added meanwhile is attached exactly once.
        for (const [event, listeners] of waiting)
          for (const listener of listeners) provider.on?.(event, listener);
        waiting.clear();
        real = provider;
        return provider;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  return {
    async request(args: RequestArguments): Promise<unknown> {
      if (real) return real.request(args);
      const answer = answerUnloaded(args);
      return answer === undefined ? (await loaded()).request(args) : answer;
    },
    on(event, listener) {
      if (real) {
        real.on?.(event, listener);
        return;
      }
      if (!waiting.has(event)) waiting.set(event, new Set());
      waiting.get(event)!.add(listener);
    },
    removeListener(event, listener) {
      if (real) real.removeListener?.(event, listener);
      else waiting.get(event)?.delete(listener);
    },
  };
}
