import '@mantine/core/styles/Center.css';
import { Center, Loader } from '@mantine/core';

/** Shown while a lazy route loads: a quiet spinner in the page's own place. */
export function RouteFallback() {
  return (
    <Center mih="100vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
