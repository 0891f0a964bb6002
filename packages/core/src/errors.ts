/** The text to show for a failure: the server's message when it has one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error !== '') return error;
  if (error !== null && typeof error === 'object' && 'message' in error) {
    const message = error.message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return fallback;
}
