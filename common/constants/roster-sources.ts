/**
 * The public roster sources of data/rosters/SOURCES.md, by the id each roster row carries, with
 * the public copy a reader can check. A source without an entry (an operator's import) shows its id.
 */
export const ROSTER_SOURCES: Record<string, { name: string; url: string }> = {
  'srd-wvb-2025-26': {
    name: "Sports-Roster-Data women's volleyball rosters 2025-26",
    url: 'https://github.com/Sports-Roster-Data/womens-volleyball',
  },
  'srd-msoc-2025': {
    name: "Sports-Roster-Data men's soccer rosters, fall 2025",
    url: 'https://github.com/Sports-Roster-Data/mens-soccer',
  },
  'ncaa-bsb-2026': {
    name: 'NCAA baseball rosters, 2026 season (stats.ncaa.org)',
    url: 'https://github.com/armstjc/ncaa_baseball_data',
  },
  'espn-fb-2026': {
    name: 'Power-4 football rosters, 2026 season (ESPN and team sites)',
    url: 'https://github.com/mibarnes/Roster_Builder',
  },
  'ncaa-all-2025-26': {
    name: 'NCAA All-Sports Rosters 2025-26 (CC0, de-identified)',
    url: 'https://github.com/Dharit13/NCAA_2025-26-Season-Dataset-Analysis',
  },
};

export const rosterSourceOf = (id: string): { name: string; url: string } =>
  ROSTER_SOURCES[id] ?? { name: id, url: '' };
