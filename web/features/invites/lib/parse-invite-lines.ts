import { parse } from 'csv-parse/browser/esm/sync';

/** One person as a list names them, not yet checked (the server's preview flags what is wrong). */
export interface ListedPerson {
  name: string;
  email: string;
}

const HEADER_NAMES = new Set(['name', 'full name', 'candidate', 'candidate name']);
const HEADER_EMAILS = new Set(['email', 'e-mail', 'email address', 'mail']);
/** "Ada Lovelace <ada@example.com>", as a mail program copies an address. */
const NAMED_ADDRESS = /^(.*?)\s*<([^<>]+)>$/;

function personOfCells(cells: string[]): ListedPerson {
  const [first = '', second = ''] = cells;
  if (cells.length === 1) {
    const named = NAMED_ADDRESS.exec(first);
    if (named) return { name: (named[1] ?? '').replace(/^"|"$/g, ''), email: named[2] ?? '' };
    return first.includes('@') ? { name: '', email: first } : { name: first, email: '' };
  }
  // "email, name" works as well as "name, email".
  if (first.includes('@') && !second.includes('@')) return { name: second, email: first };
  return { name: first, email: second };
}

/**
 * Reads pasted "name, email" lines or a CSV file (comma, semicolon or tab separated; quotes and a
 * header row handled). A header row is recognised by its column names and says which column is
 * which; without one, the cell with an @ is the address.
 */
export function parseInviteLines(text: string): ListedPerson[] {
  const rows: string[][] = parse(text, {
    bom: true,
    delimiter: [',', ';', '\t'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
  });
  const header = rows[0]?.map((cell) => cell.toLowerCase());
  const emailColumn = header?.findIndex((cell) => HEADER_EMAILS.has(cell)) ?? -1;
  if (header && emailColumn >= 0) {
    const nameColumn = header.findIndex((cell) => HEADER_NAMES.has(cell));
    return rows.slice(1).map((cells) => ({
      name: nameColumn >= 0 ? (cells[nameColumn] ?? '') : '',
      email: cells[emailColumn] ?? '',
    }));
  }
  return rows.map(personOfCells);
}
