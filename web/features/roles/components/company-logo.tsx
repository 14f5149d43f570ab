import '@mantine/core/styles/Avatar.css';
import { Avatar } from '@mantine/core';

/** The company's logo as candidates see it: uploaded, or the server's monogram. */
export function CompanyLogo({ src, size = 36 }: { src: string; size?: number }) {
  // Decorative: the company's name is always written next to it.
  return <Avatar src={src} alt="" size={size} radius="sm" />;
}
