// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles.schema';
import { settle, userDoes } from '../test/render-hook';
import { theme } from '../theme';
import { RolePicker } from './role-picker';

const engineer = {
  id: 'abc',
  role: 'Backend Engineer',
  version: 2,
  archived: false,
  company: { name: 'Example Labs', url: 'https://example.com', logo: '' },
} as unknown as Role;

let cleanup: () => Promise<void> = () => Promise.resolve();
afterEach(() => cleanup());

/** The picker as a form holds it: the value it shows is the role the form will send. */
async function renderPicker() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const picked: { roleId: string } = { roleId: '' };
  function Form() {
    const [roleId, setRoleId] = useState('');
    picked.roleId = roleId;
    return createElement(RolePicker, {
      roles: [engineer],
      loading: false,
      error: null,
      value: roleId,
      onChange: setRoleId,
    });
  }
  await act(() => {
    root.render(createElement(MantineProvider, { theme }, createElement(Form)));
    return Promise.resolve();
  });
  cleanup = async () => {
    await act(() => {
      root.unmount();
      return Promise.resolve();
    });
    container.remove();
  };
  const input = container.querySelector<HTMLInputElement>('input[aria-haspopup="listbox"]');
  if (!input) throw new Error('No role input');
  return { input, picked };
}

/** Opens the picker and clicks the option named `label`, as a person with a mouse would. */
async function pick(input: HTMLInputElement, label: string) {
  await userDoes(() => input.click());
  await settle();
  const option = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((item) =>
    item.textContent?.includes(label),
  );
  if (!option) throw new Error(`No option ${label}`);
  await userDoes(() => option.click());
}

describe('the role picker', () => {
  it('keeps the role when the chosen role is picked again', async () => {
    const { input, picked } = await renderPicker();
    await pick(input, 'Backend Engineer');
    expect(picked.roleId).toBe('abc');

    await pick(input, 'Backend Engineer');
    expect(picked.roleId).toBe('abc');
    expect(input.value).toBe('Backend Engineer · abc · v2');
  });
});
