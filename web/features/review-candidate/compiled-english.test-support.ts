import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The page's English as the browser gets it (compiled when bundled, vite.compiled-messages.ts),
 * for the tests that draw its components:
 * `vi.mock('…/shared/messages/workspace-review-candidate/en', async (original) =>
 * (await import('…/compiled-english.test-support')).compiledEnglish(original))`.
 */
export async function compiledEnglish(original: () => Promise<unknown>) {
  const { default: english } = (await original()) as { default: Record<string, string> };
  return {
    default: Object.fromEntries(
      Object.entries(english).map(([key, message]) => [key, compileMessage(message)]),
    ),
  };
}
