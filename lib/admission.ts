/**
 * At most `limit` requests at work at once; the others wait for their turn, first come first
 * served (docs/decisions/062-process-hardening.md). A request's dealer API budget starts when
 * its turn comes, so time spent waiting for the process's one event loop is not taken for the
 * dealer API being slow.
 */
export function createAdmission(limit: number) {
  let working = 0;
  const waiting: Array<() => void> = [];

  /** Ends a turn: the next waiting request takes it over, or a place is free. */
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else working--;
  };

  return {
    /** Resolves when it is this request's turn, with the function that ends the turn (once). */
    async enter(): Promise<() => void> {
      if (working < limit) working++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let left = false;
      return () => {
        if (left) return;
        left = true;
        leave();
      };
    },
    get working() {
      return working;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type Admission = ReturnType<typeof createAdmission>;
