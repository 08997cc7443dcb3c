import { LruCache } from './lru-cache';

describe('LruCache', () => {
  const cache = () => new LruCache<string>(10, (value) => value.length);

  it('keeps values until their sizes pass the bound, then drops the least recently used first', () => {
    const lru = cache();
    lru.set('a', 'aaaa');
    lru.set('b', 'bbbb');
    expect(lru.get('a')).toBe('aaaa'); // a is now the most recently used
    lru.set('c', 'cccc');
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('aaaa');
    expect(lru.get('c')).toBe('cccc');
    expect(lru.size).toBe(8);
    expect(lru.count).toBe(2);
  });

  it('replaces a key in place, counts its new size, and refuses a value larger than the bound', () => {
    const lru = cache();
    lru.set('a', 'aaaa');
    lru.set('a', 'aaaaaa');
    expect(lru.size).toBe(6);
    lru.set('huge', 'x'.repeat(11));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('a')).toBe('aaaaaa');
    lru.delete('a');
    expect(lru.size).toBe(0);
    expect(lru.count).toBe(0);
  });
});
