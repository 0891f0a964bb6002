// Parses a CSV file off the main thread: a file of thousands of rows must not freeze the tab.
// Only papaparse runs here; the columns' meaning is the dialog's (read-users-csv.ts).
import Papa from 'papaparse';

/** What the worker answers: every line's cells, and the lines whose quotes it could not read. */
export interface CsvLines {
  lines: string[][];
  /** 0-based line numbers (the header is line 0) with a quote error. */
  badQuotes: number[];
}

self.onmessage = async (event: MessageEvent<File>) => {
  const text = await event.data.text();
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const answer: CsvLines = {
    lines: result.data,
    badQuotes: result.errors.filter((e) => e.type === 'Quotes').map((e) => e.row ?? 0),
  };
  self.postMessage(answer);
};
