/** A phone or tablet: the user agent names Mobi, Android, iPhone, iPad or iPod. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Mobi|Android|iPhone|iPad|iPod/.test(userAgent);
}
