/** Page sizes of the user centre's order list (schemas and service share them). */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 50;
