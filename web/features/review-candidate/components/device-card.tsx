import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/DataList.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Card, DataList, Stack, Text, Title } from '@mantine/core';
import type { CandidateDetail } from '../../../../shared/review.schema';

type Device = NonNullable<CandidateDetail['device']>;

const DEVICE_TYPES: Record<Device['deviceType'] & string, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
};

function yesNo(value: boolean | undefined, yes: string, no: string): string | undefined {
  return value === undefined ? undefined : value ? yes : no;
}

/** The rows with the labels of SPEC A11, in its order. */
function deviceRows(device: Device | null, inviteCode: string): [string, string | undefined][] {
  const browser = device?.browser
    ? `${device.browser.name} ${device.browser.version}`.trim()
    : undefined;
  return [
    ['Device Type', device?.deviceType ? DEVICE_TYPES[device.deviceType] : undefined],
    ['Operating System', device?.os],
    ['Browser', browser],
    ['Screen Resolution', device?.screenResolution],
    ['Viewport Size', device?.viewport],
    ['Touch Support', yesNo(device?.touchSupport, 'Yes', 'No')],
    ['Timezone', device?.timezone],
    ['Language', device?.language],
    ['Online Status', yesNo(device?.onlineStatus, 'Online', 'Offline')],
    ['Invite Code', inviteCode],
  ];
}

/** The device the candidate registered from (SPEC A11). */
export function DeviceCard({ device, inviteCode }: { device: Device | null; inviteCode: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="device-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="device-heading">
          Device
        </Title>
        {!device && (
          <Text size="sm" c="dimmed">
            The browser sent no device details.
          </Text>
        )}
        <DataList size="sm" labelWidth="150px" gap="xs" data-testid="device-details">
          {deviceRows(device, inviteCode).map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
              <DataList.ItemValue
                c={value ? undefined : 'dimmed'}
                style={{ overflowWrap: 'anywhere' }}
                ff={label === 'Invite Code' ? 'monospace' : undefined}
              >
                {value || '—'}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </Stack>
    </Card>
  );
}
