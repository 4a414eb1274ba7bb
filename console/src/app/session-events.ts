// Signals from the API client to the router without importing it (the client is created first).
type Listener = () => void;

function createSignal() {
  const listeners = new Set<Listener>();
  return {
    emit: () => listeners.forEach((listener) => listener()),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The server said the session is gone (results 9999–10003); the client already cleared the token. */
export const sessionExpired = createSignal();

/** Another tab of this browser signed out or found the session expired (other-tabs.ts). */
export const signedOutElsewhere = createSignal();
