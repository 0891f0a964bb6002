// drizzle-kit writes `"public".` before referenced tables; without it the same SQL runs
// in whatever schema the connection's search_path names (tests isolate files that way).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const folder = new URL('../drizzle/', import.meta.url);
for (const name of readdirSync(folder).filter((n) => n.endsWith('.sql'))) {
  const file = new URL(name, folder);
  const text = readFileSync(file, 'utf8');
  const plain = text.replaceAll('"public".', '');
  if (plain !== text) writeFileSync(file, plain);
}
