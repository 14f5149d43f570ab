// @vitest-environment happy-dom
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderHook, userDoes } from '../../../test/render-hook';
import { useListParams } from './use-list-params';

/** The candidates list opened at `search`, with the address bar as it then stands. */
async function openList(search: string) {
  const wrap = (children: ReactNode) =>
    createElement(MemoryRouter, { initialEntries: [`/admin/candidates${search}`] }, children);
  return renderHook(() => ({ list: useListParams(), location: useLocation() }), wrap);
}

describe('the candidates list in the URL', () => {
  it('starts from the defaults with a bare URL: newest first, page 1 of 25, no filter', async () => {
    const { current } = await openList('');
    expect(current.list.query).toEqual({
      q: undefined,
      role: undefined,
      status: undefined,
      video: undefined,
      overTime: undefined,
      notScoredByMe: undefined,
      sort: 'registered',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(current.list.filtersActive).toBe(false);
    expect(current.list.requestSearch).toBe('sort=registered&order=desc&page=1&pageSize=25');
  });

  it('reads a copied link back: filters, sort and page', async () => {
    const { current } = await openList(
      '?q=grace&role=abc&status=shortlisted&overTime=true&notScoredByMe=false&sort=score&order=asc&page=3&pageSize=50',
    );
    expect(current.list.query).toMatchObject({
      q: 'grace',
      role: 'abc',
      status: 'shortlisted',
      overTime: true,
      notScoredByMe: false,
      sort: 'score',
      order: 'asc',
      page: 3,
      pageSize: 50,
    });
    expect(current.list.filtersActive).toBe(true);
    // The CSV export takes the filters and sort, never the page.
    expect(current.list.filterSearch).toBe(
      'q=grace&role=abc&status=shortlisted&overTime=true&notScoredByMe=false&sort=score&order=asc',
    );
  });

  it('lets each bad value of a hand-edited link fall back alone, keeping the good ones', async () => {
    const { current } = await openList(
      '?role=toolong&status=maybe&sort=name&order=up&page=0&pageSize=30&q=ada&overTime=yes',
    );
    expect(current.list.query).toMatchObject({
      q: 'ada',
      role: undefined,
      status: undefined,
      overTime: undefined,
      sort: 'registered',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(current.list.requestSearch).toBe('q=ada&sort=registered&order=desc&page=1&pageSize=25');
  });

  it.each([
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['100001', 1],
    ['100000', 100_000],
  ])('takes page=%s as page %i', async (page, expected) => {
    const { current } = await openList(`?page=${page}`);
    expect(current.list.query.page).toBe(expected);
  });

  it('takes a blank search as no search', async () => {
    const { current } = await openList('?q=%20%20');
    expect(current.list.query.q).toBeUndefined();
    expect(current.list.filtersActive).toBe(false);
  });

  it('writes a change into the URL and goes back to page 1', async () => {
    const list = await openList('?status=rejected&page=4');
    await userDoes(() => list.current.list.update({ role: 'xyz' }));
    expect(list.current.location.search).toBe('?status=rejected&role=xyz');
    expect(list.current.list.query.page).toBe(1);
  });

  it('keeps the filters when only the page changes', async () => {
    const list = await openList('?status=rejected');
    await userDoes(() => list.current.list.update({ page: '2' }));
    expect(list.current.location.search).toBe('?status=rejected&page=2');
  });

  it('leaves defaults and emptied fields out of the URL', async () => {
    const list = await openList('?status=rejected&sort=score&pageSize=50');
    await userDoes(() =>
      list.current.list.update({ status: null, sort: 'registered', pageSize: '25', q: '' }),
    );
    expect(list.current.location.search).toBe('');
  });

  it('reads "to be deleted" (deletion=due) as a filter, sends it, and drops another value', async () => {
    const due = await openList('?deletion=due');
    expect(due.current.list.query.deletion).toBe('due');
    expect(due.current.list.filtersActive).toBe(true);
    expect(due.current.list.filterSearch).toBe('deletion=due&sort=registered&order=desc');
    await userDoes(() => due.current.list.clearFilters());
    expect(due.current.location.search).toBe('');
    const other = await openList('?deletion=soon');
    expect(other.current.list.query.deletion).toBeUndefined();
    expect(other.current.list.filtersActive).toBe(false);
  });

  it('clears every filter but keeps the sort', async () => {
    const list = await openList(
      '?q=ada&role=abc&status=on_hold&video=ready&overTime=true&notScoredByMe=true&sort=score&page=2',
    );
    await userDoes(() => list.current.list.clearFilters());
    expect(list.current.location.search).toBe('?sort=score');
    expect(list.current.list.filtersActive).toBe(false);
  });
});
