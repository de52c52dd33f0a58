/**
 * Runs `task` every `everyMs` (first after `firstMs`), never two at once; a failure is reported and the next run
 * comes as planned. The answer stops it and waits for a run in progress.
 */
export function every(
  everyMs: number,
  task: () => Promise<unknown>,
  onError: (err: unknown) => void,
  firstMs = everyMs,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = task()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, firstMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
