import { isUniqueViolation, violatedConstraint } from '../db/tx';
import { duplicate } from '../http/errors';

/**
 * Runs a write whose only possible unique violation is on one form field, and answers a
 * violation as that field's 'Data sudah ada.' (422) instead of a 500. The database
 * decides (DECISIONS "Unique means unique"), so parallel creates give exactly one row.
 */
export async function uniqueField<T>(
  field: string,
  work: () => Promise<T>,
  /** Other fields by the unique index that guards them, where a write can violate several. */
  byIndex: Record<string, string> = {},
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error))
      throw duplicate(byIndex[violatedConstraint(error) ?? ''] ?? field);
    throw error;
  }
}
