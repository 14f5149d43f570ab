// Runs the logo check on the inputs it is sent, away from the test's thread, so that a check
// that never ends can be stopped (worst-logos.test.ts). TypeScript through tsx's loader.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { checkLogo } = await import('./role-logo-check.ts');

parentPort.on('message', (text) => {
  try {
    checkLogo('image/svg+xml', Buffer.from(text));
    parentPort.postMessage('stored');
  } catch (error) {
    parentPort.postMessage(error.code ?? String(error));
  }
});
