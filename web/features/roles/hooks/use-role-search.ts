import { useSearchParams } from 'react-router';
import type { RoleOverview } from '../../../../shared/roles.schema';

/** Lower-cased, accents dropped: "Zürich" is found by "zurich". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Roles whose title, company or identify code holds every word of the search. */
export function matchingRoles(roles: RoleOverview[], search: string): RoleOverview[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return roles;
  return roles.filter((role) => {
    const text = fold(`${role.title} ${role.companyName} ${role.id}`);
    return words.every((word) => text.includes(word));
  });
}

/** The roles page's search, kept in the URL (`?q=`) so Back and a reload keep it. */
export function useRoleSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const setSearch = (next: string) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set('q', next);
        else params.delete('q');
        return params;
      },
      { replace: true },
    );
  return { search, setSearch };
}
