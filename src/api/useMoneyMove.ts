import { useMutation } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { newRequestId } from "../lib/requestId";
import { session } from "../state/session";
import type { Change } from "./changes";
import { ApiError } from "./client";

/**
 * A money move that survives a late answer (docs/decisions/0039-money-moves-past-the-timeout.md). One move is one
 * request id. When no answer comes (the API client's "timeout": its time limit, a lost connection, a gateway's
 * 502/503/504) the move is being confirmed, not failed: the page says so and the same request is sent again, with the
 * same id, every few seconds while the page is open, until an answer comes — the server answers a request id once
 * and replays that answer, so nothing is charged twice. The answer then counts as if it had come the first time.
 *
 * The move is kept in session storage from its first attempt to its answer, so a reload (or leaving the page and
 * coming back) picks it up again and shows its result.
 */

/** How long to wait before asking again: 3 s, then 4 s, then every 5 s. */
export const ASK_AGAIN_MS: readonly number[] = [3_000, 4_000, 5_000];

/** How long a kept move is picked up again after a reload; the server keeps its request ids longer. */
export const RESUME_WITHIN_MS = 24 * 60 * 60 * 1000;

export interface Attempt {
  /** The move's request id: the same for every attempt. */
  requestId: string;
  /** An earlier attempt got no answer: the server may already have acted on this one. */
  again: boolean;
}

export interface MoneyMoveOptions<I, R> {
  /** What the move changes (src/api/changes.ts): refreshed once it has an answer. */
  change: Change;
  /** The move's name in session storage (one unanswered move of each name is kept per tab). */
  name: string;
  /** Sends the move once. `input` must survive JSON (it is kept across a reload). */
  send: (input: I, attempt: Attempt) => Promise<R>;
  /** The answer, after one attempt or several, or after a reload. */
  onDone?: (result: R, input: I) => void;
  /** A definite refusal or failure, already said to the user by the mutation cache (src/api/queryClient.ts). */
  onFailed?: (error: unknown, input: I) => void;
  /**
   * `onDone` leaves the page (to its result): from then on a tap starts nothing. A double tap's second click can reach
   * the page after the first move has already been answered, when the phone is busy; without this it was a second
   * move with a new request id.
   */
  leavesOnDone?: boolean;
}

export interface MoneyMove<I, R> {
  /** Sends a new move (ignored while one is under way); its outcome goes to `onDone` / `onFailed`. */
  start: (input: I) => void;
  /**
   * The same, for a page that awaits the outcome: resolves with the answer, rejects with the refusal or failure;
   * settles no more once the page has closed (the move stays kept and is picked up on the next visit).
   */
  run: (input: I) => Promise<R>;
  /** A move is under way: sent, or being confirmed. */
  busy: boolean;
  /** No answer came in time: the move is being confirmed (show `MoveConfirming`). */
  confirming: boolean;
}

interface Kept<I> {
  address: string;
  input: I;
  requestId: string;
  since: number;
}

interface Job<I> {
  input: I;
  requestId: string;
  again: boolean;
}

const storageKey = (name: string) => `moneyMove:${name}`;

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function keep<I>(name: string, kept: Kept<I>): void {
  try {
    sessionStore()?.setItem(storageKey(name), JSON.stringify(kept));
  } catch {
    // Full (an uploaded picture is large): the move is still kept in memory while the page is open.
  }
}

function forget(name: string): void {
  sessionStore()?.removeItem(storageKey(name));
}

/** The move of `name` left unanswered in this tab by the signed-in user, if any. */
export function keptMove<I>(name: string): Kept<I> | null {
  let kept: Kept<I> | null;
  try {
    kept = JSON.parse(sessionStore()?.getItem(storageKey(name)) ?? "null") as Kept<I> | null;
  } catch {
    kept = null;
  }
  if (!kept || typeof kept.requestId !== "string") return null;
  const mine = session.address !== "" && kept.address.toLowerCase() === session.address.toLowerCase();
  if (mine && Date.now() - kept.since < RESUME_WITHIN_MS) return kept;
  forget(name);
  return null;
}

class Stopped extends Error {
  constructor() {
    super("the page closed while the move was being confirmed");
    this.name = "Stopped";
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Stopped());
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(new Stopped());
    };
    signal.addEventListener("abort", stop, { once: true });
  });
}

/** Whether `error` leaves the move's outcome unknown: then it is asked again. */
function unanswered(error: unknown, again: boolean): boolean {
  if (!(error instanceof ApiError)) return false;
  // After an unanswered attempt, a request that could not even be sent (the network is down) says nothing either.
  return error.kind === "timeout" || (again && error.kind === "network");
}

/**
 * Sends `job` until it has an answer: resolves with it, rejects with a definite refusal or failure, or with `Stopped`
 * when `signal` aborts (the page closed) while waiting to ask again.
 */
export async function askUntilAnswered<I, R>(
  job: Job<I>,
  send: (input: I, attempt: Attempt) => Promise<R>,
  signal: AbortSignal,
  onUnanswered: () => void,
): Promise<R> {
  let again = job.again;
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(job.input, { requestId: job.requestId, again });
    } catch (error) {
      if (!unanswered(error, again)) throw error;
      again = true;
      onUnanswered();
      await pause(ASK_AGAIN_MS[Math.min(attempt, ASK_AGAIN_MS.length - 1)]!, signal);
    }
  }
}

/** One money move of a page: see the top of this file. */
export function useMoneyMove<I, R>(options: MoneyMoveOptions<I, R>): MoneyMove<I, R> {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { name } = options;
  const [confirming, setConfirming] = useState(false);
  const stop = useRef<AbortController | null>(null);
  /** After a failure whose outcome the server did not state (an HTTP error), the same move keeps its request id. */
  const unsettled = useRef<{ input: string; requestId: string } | null>(null);

  const mutation = useMutation({
    mutationKey: [options.change],
    mutationFn: async (job: Job<I>): Promise<R> => {
      const controller = new AbortController();
      stop.current = controller;
      if (job.again) setConfirming(true);
      try {
        const result = await askUntilAnswered(job, latest.current.send, controller.signal, () =>
          setConfirming(true),
        );
        forget(name);
        unsettled.current = null;
        return result;
      } catch (error) {
        // Closed while being confirmed: the move stays kept and is picked up when the page opens again.
        if (error instanceof Stopped) throw error;
        forget(name);
        unsettled.current =
          error instanceof ApiError && error.kind !== "business"
            ? { input: JSON.stringify(job.input), requestId: job.requestId }
            : null;
        throw error;
      } finally {
        if (stop.current === controller) setConfirming(false);
      }
    },
  });
  const { mutate, isPending } = mutation;
  const running = useRef(false);
  const left = useRef(false);

  const send = (job: Job<I>, settled?: { resolve: (r: R) => void; reject: (e: unknown) => void }) => {
    running.current = true;
    keep(name, { address: session.address, input: job.input, requestId: job.requestId, since: Date.now() });
    mutate(job, {
      onSuccess: (result) => {
        if (latest.current.leavesOnDone) left.current = true;
        latest.current.onDone?.(result, job.input);
        settled?.resolve(result);
      },
      onError: (error) => {
        if (!(error instanceof Stopped)) latest.current.onFailed?.(error, job.input);
        settled?.reject(error);
      },
      onSettled: () => {
        running.current = false;
      },
    });
  };

  // A move left unanswered by a reload or by leaving the page is asked for again.
  useEffect(() => {
    const kept = keptMove<I>(name);
    if (kept) send({ input: kept.input, requestId: kept.requestId, again: true });
    return () => {
      stop.current?.abort();
      running.current = false;
    };
    // Once per mount: `send` reads the latest options through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);

  const job = (input: I): Job<I> => {
    const fingerprint = JSON.stringify(input);
    const requestId = unsettled.current?.input === fingerprint ? unsettled.current.requestId : newRequestId();
    return { input, requestId, again: false };
  };

  const start = (input: I) => {
    if (!running.current && !left.current) send(job(input));
  };

  const run = (input: I) =>
    new Promise<R>((resolve, reject) => {
      if (running.current || left.current) return reject(new Error("a move is under way"));
      send(job(input), { resolve, reject });
    });

  return { start, run, busy: isPending, confirming };
}
