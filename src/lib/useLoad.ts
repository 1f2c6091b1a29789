import { useCallback, useEffect, useRef, useState } from "react";

export type Loaded<T> =
  { status: "loading"; data: null } | { status: "failed"; data: null } | { status: "done"; data: T };

/**
 * Runs `load` when the component mounts and whenever `key` changes; `reload` runs it again. A rejection has been
 * reported to the user by the API client already, so it only sets the status to "failed". Late answers of an
 * older run are dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: unknown): [Loaded<T>, () => void, (data: T) => void] {
  const [state, setState] = useState<Loaded<T>>({ status: "loading", data: null });
  const [run, setRun] = useState(0);
  // `load` is a new closure on each render; `key` says when it asks for something else.
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    let live = true;
    latest.current().then(
      (data) => live && setState({ status: "done", data }),
      () => live && setState({ status: "failed", data: null }),
    );
    return () => {
      live = false;
    };
  }, [key, run]);
  const reload = useCallback(() => setRun((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: "done", data }), []);
  return [state, reload, replace];
}
