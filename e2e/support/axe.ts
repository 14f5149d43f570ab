import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Every axe-core rule (WCAG 2.x A/AA and best practices) on what the page shows now. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // A toast still fading in has the contrast of its half-way opacity: axe would report a colour
  // the person never sees (CI once caught a notification mid-transition). Transitions end within
  // a second; a spinner's endless animation is not one of them.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              !(animation instanceof CSSTransition) || animation.playState !== 'running',
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  // A transition can also begin while axe reads (a toast closing by itself, seen with two
  // Playwright workers): for the reading, transitions are off, so each element is read at the
  // state it is going to, at rest (a closing toast is then transparent and not read).
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  // Legacy mode: axe.run in the page itself. The default runs axe in each frame, then again in a
  // blank page it opens to merge the frames' results, which tests cross-origin frames; the app
  // can show none (its CSP's default-src is 'self'). The same 35 screens' findings, in 34.5 s of
  // axe instead of 58.3 s (docs/testing.md).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .analyze()
    .finally(() => still.evaluate((style) => (style as Element).remove()).catch(() => undefined));
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/** The findings a person using assistive technology is blocked by. */
export function blocking(findings: AxeFinding[]): AxeFinding[] {
  return findings.filter(
    (finding) => finding.impact === 'serious' || finding.impact === 'critical',
  );
}

/** One line per screen: how many violations of each impact, for the report. */
export function impactSummary(findings: AxeFinding[]): string {
  const counts = new Map<string, number>();
  for (const finding of findings) counts.set(finding.impact, (counts.get(finding.impact) ?? 0) + 1);
  const parts = [...counts].map(([impact, count]) => `${impact} ${count}`);
  const rules = findings.map((finding) => `${finding.rule}(${finding.impact})`).join(', ');
  return parts.length ? `${parts.join(', ')}: ${rules}` : 'none';
}
