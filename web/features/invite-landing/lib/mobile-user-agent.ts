/** A phone or tablet by SPEC A5's rule: the user agent names Mobi, Android, iPhone, iPad or iPod. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Mobi|Android|iPhone|iPad|iPod/.test(userAgent);
}
