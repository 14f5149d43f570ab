import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, DataList, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CandidateDetail, DeviceSeen } from '../../../../shared/review.schema';
import { type ReviewTexts, reviewCandidateTexts } from '../review-candidate-texts';
import { useTexts } from '../../../i18n/texts';
import { MomentText } from './moment-text';

type Device = NonNullable<CandidateDetail['device']>;

const DEVICE_TYPES = {
  desktop: 'desktop',
  mobile: 'mobile',
  tablet: 'tablet',
} as const satisfies Record<Device['deviceType'] & string, string>;

function yesNo(value: boolean | undefined, yes: string, no: string): string | undefined {
  return value === undefined ? undefined : value ? yes : no;
}

/** The rows with their fixed labels, in order (docs/product.md#registration). */
function deviceRows(device: Device | null, t: ReviewTexts): [string, string | undefined][] {
  const browser = device?.browser
    ? `${device.browser.name} ${device.browser.version}`.trim()
    : undefined;
  return [
    [t('deviceType'), device?.deviceType ? t(DEVICE_TYPES[device.deviceType]) : undefined],
    [t('operatingSystem'), device?.os],
    [t('browser'), browser],
    [t('screenResolution'), device?.screenResolution],
    [t('viewportSize'), device?.viewport],
    [t('touchSupport'), yesNo(device?.touchSupport, t('yes'), t('no'))],
    [t('timezone'), device?.timezone],
    [t('language'), device?.language],
    [t('onlineStatus'), yesNo(device?.onlineStatus, t('online'), t('offline'))],
  ];
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function TextValue({ value, mono }: { value: string | undefined; mono?: boolean }) {
  return (
    // A code (mono) is the same in every language.
    <Text
      size="sm"
      c={value ? undefined : 'dimmed'}
      ff={mono ? 'monospace' : undefined}
      translate={mono ? 'no' : undefined}
      span
    >
      {value || '—'}
    </Text>
  );
}

/** One computer: when it was first and last used, then its details. */
function DeviceDetails({ seen }: { seen: DeviceSeen }) {
  const t = useTexts(reviewCandidateTexts);
  return (
    <DataList size="sm" labelWidth="150px" gap="xs" data-testid="device-details">
      <Row label={t('firstSeen')}>
        <MomentText value={seen.firstSeenAt} span />
      </Row>
      <Row label={t('lastSeen')}>
        <MomentText value={seen.lastSeenAt} span />
      </Row>
      {deviceRows(seen.device, t).map(([label, value]) => (
        <Row key={label} label={label}>
          <TextValue value={value} />
        </Row>
      ))}
    </DataList>
  );
}

/**
 * Each computer (browser) the candidate registered from, oldest first, with the device details of `docs/integrity.md`
 * and when it was first and last used (`docs/integrity.md`).
 */
export function DeviceCard({
  devices,
  device,
  inviteCode,
}: {
  devices: DeviceSeen[];
  /** The first registration's details: shown alone for a candidate with no computer on record. */
  device: Device | null;
  inviteCode: string;
}) {
  const t = useTexts(reviewCandidateTexts);
  const shown: (DeviceSeen | null)[] = devices.length > 0 ? devices : [null];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="device-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="device-heading">
          {devices.length > 1 ? t('devices', { count: devices.length }) : t('device')}
        </Title>
        {devices.length > 1 && (
          <Text size="sm" c="dimmed">
            {t('devicesNote', { count: devices.length })}
          </Text>
        )}
        {shown.map((seen, index) => (
          <Stack
            key={seen?.firstSeenAt ?? 'first'}
            gap={6}
            component="section"
            aria-label={devices.length > 1 ? t('computer', { number: index + 1 }) : undefined}
          >
            {devices.length > 1 && (
              <Title order={3} size="h6">
                {t('computer', { number: index + 1 })}
              </Title>
            )}
            {seen && !seen.device && (
              <Text size="sm" c="dimmed">
                {t('noDeviceDetails')}
              </Text>
            )}
            {seen ? (
              <DeviceDetails seen={seen} />
            ) : (
              <>
                {!device && (
                  <Text size="sm" c="dimmed">
                    {t('noDeviceDetails')}
                  </Text>
                )}
                <DataList size="sm" labelWidth="150px" gap="xs" data-testid="device-details">
                  {deviceRows(device, t).map(([label, value]) => (
                    <Row key={label} label={label}>
                      <TextValue value={value} />
                    </Row>
                  ))}
                </DataList>
              </>
            )}
          </Stack>
        ))}
        <DataList size="sm" labelWidth="150px" gap="xs">
          <Row label={t('inviteCode')}>
            <TextValue value={inviteCode} mono />
          </Row>
        </DataList>
      </Stack>
    </Card>
  );
}
