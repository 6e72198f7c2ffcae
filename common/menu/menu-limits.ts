/** Menu limits shared by the schema (build time) and the renderers (server and drawer island); no zod here. */

/** `order` runs from 1 to 8, so a list holds at most eight entries. */
export const MAX_MENU_ORDER = 8;
/** Top-level entry → child (group) → sub-item; the renderers show nothing deeper. */
export const MAX_MENU_DEPTH = 3;
/** Top-menu columns split a 12-unit grid equally, so their count must divide 12. */
export const GRID_UNITS = 12;
