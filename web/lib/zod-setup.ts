import { config } from 'zod/v4/core';
import { installPlainZodMessages } from '../../shared/plain-zod-messages';

// zod probes `new Function` to compile faster parsers; our Content-Security-Policy forbids it, and
// the refusal shows in the console. Parsing without it is as correct and fast enough for forms.
// Loaded by the routes whose pages parse (web/router.tsx) and with the sign-up page's schemas,
// not by the entry.
config({ jitless: true });
installPlainZodMessages();
