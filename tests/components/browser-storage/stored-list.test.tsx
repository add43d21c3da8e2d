// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storedList } from '@/components/browser-storage/stored-list';

const KEY = 'test.stored-list';
const parseWords = (text: string | null): readonly string[] => {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((word): word is string => typeof word === 'string') : [];
  } catch {
    return [];
  }
};

afterEach(() => window.localStorage.clear());

describe('storedList', () => {
  it('reads the stored list through its parser, and keeps the same object while nothing changed', () => {
    window.localStorage.setItem(KEY, '["a", 1, "b"]');
    const words = storedList(KEY, parseWords);
    expect(words.get()).toEqual(['a', 'b']);
    expect(words.get()).toBe(words.get());
    window.localStorage.setItem(KEY, 'not json');
    expect(words.get()).toEqual([]);
  });

  it('writes JSON, and leaves nothing in the browser once the list is empty', () => {
    const words = storedList(KEY, parseWords);
    words.write(['a']);
    expect(window.localStorage.getItem(KEY)).toBe('["a"]');
    words.write([]);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps components up to date with changes made here and in other tabs', () => {
    const words = storedList(KEY, parseWords);
    function Words() {
      return <p>{words.useList().join(', ') || 'none'}</p>;
    }
    render(<Words />);
    expect(screen.getByText('none')).toBeInTheDocument();
    act(() => words.write(['a', 'b']));
    expect(screen.getByText('a, b')).toBeInTheDocument();
    act(() => {
      window.localStorage.setItem(KEY, '["c"]');
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(screen.getByText('c')).toBeInTheDocument();
  });
});
