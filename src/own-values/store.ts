// The reader's own values, kept in localStorage and nowhere else. When storage throws (private
// browsing, a sandboxed frame), they are kept in memory for the visit, with a warning only.
import {useSyncExternalStore} from 'react';
import type {ExampleValuesData, OwnValues} from './values';
import {usableOwnValues} from './values';

export const STORAGE_KEY = 'lakestone.own-values';

let current: OwnValues | null | undefined;
const listeners = new Set<() => void>();
let warned = false;

function warn(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Your values in code samples: browser storage is not available, so they last for this visit only.', error);
}

function read(data: ExampleValuesData): OwnValues | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch (error) {
    warn(error);
    return null;
  }
  if (raw === null) return null;
  try {
    return usableOwnValues(JSON.parse(raw), data);
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab changed them: read them again on the next snapshot.
  if (event.key === STORAGE_KEY || event.key === null) {
    current = undefined;
    notify();
  }
}

function subscribe(listener: () => void): () => void {
  if (!listeners.size) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('storage', onStorage);
  };
}

/** The reader's values (null: the example's). Read once, then kept. */
export function ownValues(data: ExampleValuesData): OwnValues | null {
  if (current === undefined) current = read(data);
  return current;
}

/** Keeps the reader's values (null returns the example's) and shows them in every block at once. */
export function setOwnValues(values: OwnValues | null): void {
  current = values;
  try {
    if (values) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(values));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch (error) {
    warn(error);
  }
  notify();
}

/**
 * The reader's values for a block that shows example values, else null. The server and hydration
 * render the example's; a block with no example value never re-renders when they change.
 */
export function useOwnValues(data: ExampleValuesData, usesExample: boolean): OwnValues | null {
  return useSyncExternalStore(
    subscribe,
    () => (usesExample ? ownValues(data) : null),
    () => null,
  );
}

/** Whether the browser lets the site keep the values past this visit. */
export function storageWorks(): boolean {
  try {
    return window.localStorage !== null;
  } catch {
    return false;
  }
}
