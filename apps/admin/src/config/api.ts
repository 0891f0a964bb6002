/** Where the API lives, from the console's own address (one origin, DECISIONS.md). */
export const API_PATH = 'backend/api/v1';
