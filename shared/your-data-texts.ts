/** What a candidate reads on "Your data" (docs/privacy.md), and the refusals of its link. */
export const YOUR_DATA_TEXTS = {
  /**
   * A link that is not one of ours (mistyped, cut short, forged) or whose candidate is gone: the
   * API's refusal and the "This link doesn't work" page. It names no mail: a server may send none.
   */
  unknown:
    'We could not find any data for this link. It may be incomplete: check that you copied the whole link. If you asked us to erase your data, it has been erased and this link ends with it.',
  erasureRequested:
    'We received your request. Your data will be erased by the date shown, unless the law requires us to keep it.',
  /** The line the thank-you mail gains, before the link. */
  mailLine: 'See or download your data, or ask us to erase it:',
  /**
   * The completion page's way to the page (with the schemas' file: the page's own texts are in
   * your-data-page-texts.ts, which only "Your data" downloads).
   */
  completeLink: 'See or download your data',
  completeLinkHint: 'Download what you sent, or ask us to erase it, now or later.',
} as const;
