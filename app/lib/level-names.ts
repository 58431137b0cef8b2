// How a level is named where a competition or level exam keeps it as text ("Level 3"): the entry's
// level, a level exam's levels. A student's level is its number, the position in the course's programme.

export const LEVEL_PREFIX = "Level ";

/** 3 as "Level 3". */
export const levelName = (level: number) => `${LEVEL_PREFIX}${level}`;

/** "Level 3" as 3; NaN for a name that ends in no number (a competition's own level, "Under 8"). */
export const levelNumberOf = (name: string) => Number(/(\d+)$/.exec(name)?.[1] ?? NaN);
