import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Menu, MenuItem } from './Menu';

// The close delay of a hover-opened menu runs on a fake clock: the test says how long the pointer stays.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const mouse = { pointerType: 'mouse' };

function renderHoverMenu() {
  const onOpenChange = vi.fn();
  render(
    <Menu label="Resources" openOnHover onOpenChange={onOpenChange}>
      <MenuItem href="/blog">Blog</MenuItem>
      <MenuItem href="/help">Help Desk</MenuItem>
    </Menu>,
  );
  return { trigger: screen.getByRole('button', { name: 'Resources' }), onOpenChange };
}

const waitMs = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

it('stays open while the pointer travels from the trigger into the menu and rests there', () => {
  const { trigger, onOpenChange } = renderHoverMenu();
  fireEvent.pointerEnter(trigger, mouse);
  const menu = screen.getByRole('menu');
  fireEvent.pointerLeave(trigger, mouse);
  fireEvent.pointerEnter(menu, mouse);
  waitMs(1000);
  expect(screen.getByRole('menu')).toBeInTheDocument();
  expect(onOpenChange.mock.calls).toEqual([[true]]);
});

it('closes a moment after the pointer has left both trigger and menu, not at once', () => {
  const { trigger, onOpenChange } = renderHoverMenu();
  fireEvent.pointerEnter(trigger, mouse);
  fireEvent.pointerLeave(trigger, mouse);
  waitMs(100);
  expect(onOpenChange.mock.calls).toEqual([[true]]);
  waitMs(100);
  expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
});

it('stays shut after Escape while the pointer rests on the trigger, and opens on the next hover', () => {
  const { trigger, onOpenChange } = renderHoverMenu();
  fireEvent.pointerEnter(trigger, mouse);
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  // The browser reports the pointer entering again as the layout changes under it.
  fireEvent.pointerEnter(trigger, mouse);
  waitMs(1000);
  expect(onOpenChange.mock.calls).toEqual([[true], [false]]);

  fireEvent.pointerLeave(trigger, mouse);
  fireEvent.pointerEnter(trigger, mouse);
  expect(onOpenChange.mock.calls).toEqual([[true], [false], [true]]);
});
