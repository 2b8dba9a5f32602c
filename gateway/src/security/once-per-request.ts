const attempted = new WeakMap<object, Set<string>>();

/**
 * True the first time `action` is tried in this request (its context), false after: a guess that
 * is throttled per attempt (a password) is made once per request, however many aliases of the
 * field one document holds. Batched requests are refused (`allowBatchedHttpRequests: false`).
 */
export const firstInRequest = (context: object, action: string): boolean => {
  let actions = attempted.get(context);
  if (!actions) {
    actions = new Set();
    attempted.set(context, actions);
  }
  if (actions.has(action)) return false;
  actions.add(action);
  return true;
};
