import { useEffect, useState, useSyncExternalStore } from 'react';
import { AnswerSync, type AnswerSyncOptions } from '../lib/answer-sync';

/**
 * One AnswerSync for the page's lifetime, and its live status and answers. It is built without
 * side effects and started in an effect, so StrictMode's second build and its unmount-and-mount
 * leave one running instance with its `online` listener.
 */
export function useAnswerSync(options: AnswerSyncOptions) {
  const [sync] = useState(() => new AnswerSync(options));
  useEffect(() => {
    sync.start();
    return () => sync.dispose();
  }, [sync]);
  useEffect(() => {
    // Leaving the page: send what is pending; the cache keeps it if that fails.
    const flush = () => void sync.flush();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [sync]);
  const snapshot = useSyncExternalStore(sync.subscribe, sync.getSnapshot);
  return { sync, status: snapshot.status, answers: snapshot.answers };
}
