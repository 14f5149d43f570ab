import type { DeviceInfo } from '../../shared/registration.schema';

/** A device as the registration form sends it. */
export const TEST_DEVICE: DeviceInfo = {
  deviceType: 'desktop',
  os: 'Linux',
  browser: { name: 'Chromium', version: '156' },
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chromium/156',
  platform: 'Linux x86_64',
  screenResolution: '1920x1080',
  viewport: '1440x900',
  timezone: 'Europe/Berlin',
  language: 'en-GB',
  cookieEnabled: true,
  onlineStatus: true,
  touchSupport: false,
};
