import { UAParser } from 'ua-parser-js';
import type { DeviceInfo } from '../../../../shared/registration.schema';
import { isMobileUserAgent } from './mobile-user-agent';

function deviceType(parser: UAParser): DeviceInfo['deviceType'] {
  const type = parser.getDevice().type;
  if (type === 'mobile' || type === 'wearable') return 'mobile';
  if (type === 'tablet') return 'tablet';
  return isMobileUserAgent(parser.getUA()) ? 'mobile' : 'desktop';
}

/** Device information sent with the registration, parsed with ua-parser-js. */
export function gatherDeviceInfo(): DeviceInfo {
  const parser = new UAParser(navigator.userAgent);
  const os = parser.getOS();
  const browser = parser.getBrowser();
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ||
    navigator.platform ||
    'unknown';
  return {
    deviceType: deviceType(parser),
    os: [os.name, os.version].filter(Boolean).join(' ') || 'unknown',
    browser: { name: browser.name ?? 'unknown', version: browser.version ?? 'unknown' },
    userAgent: navigator.userAgent.slice(0, 1000),
    platform: platform.slice(0, 100),
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'unknown',
    language: navigator.language || 'unknown',
    cookieEnabled: navigator.cookieEnabled,
    onlineStatus: navigator.onLine,
    touchSupport: navigator.maxTouchPoints > 0 || 'ontouchstart' in window,
  };
}
