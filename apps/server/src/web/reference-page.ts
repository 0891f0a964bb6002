const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

type Json = Record<string, unknown>;

const block = (title: string, value: unknown) =>
  value === undefined
    ? ''
    : `<details><summary>${escape(title)}</summary><pre>${escape(JSON.stringify(value, null, 2))}</pre></details>`;

function operation(method: string, path: string, op: Json): string {
  const responses = (op.responses ?? {}) as Json;
  return `<section id="${escape(`${method}-${path}`)}">
<h3><span class="m ${escape(method)}">${escape(method.toUpperCase())}</span> <code>${escape(path)}</code></h3>
<p>${escape(String(op.summary ?? ''))}</p>
${op.description ? `<p>${escape(String(op.description))}</p>` : ''}
${block('Parameters', op.parameters)}
${block('Request body', op.requestBody)}
${Object.entries(responses)
  .map(([code, response]) => block(`Response ${code}`, response))
  .join('\n')}
</section>`;
}

/** A readable API reference made from the OpenAPI document: plain HTML, no script, no CDN. */
export function renderReference(doc: unknown): string {
  const d = doc as {
    info?: { title?: string; version?: string };
    servers?: { url: string }[];
    paths?: Json;
  };
  const paths = Object.entries(d.paths ?? {});
  const toc = paths
    .flatMap(([path, ops]) =>
      Object.keys(ops as Json).map(
        (m) =>
          `<li><a href="#${escape(`${m}-${path}`)}">${escape(m.toUpperCase())} ${escape(path)}</a></li>`,
      ),
    )
    .join('');
  const body = paths
    .flatMap(([path, ops]) =>
      Object.entries(ops as Json).map(([method, op]) => operation(method, path, op as Json)),
    )
    .join('\n');
  const title = d.info?.title ?? 'API';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)} reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
pre{background:#f3f4f6;padding:.75rem;overflow:auto;font-size:13px}
section{border-top:1px solid #e5e7eb;padding:.5rem 0}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:0 .4rem}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#d97706}.delete{background:#dc2626}
</style></head><body>
<h1>${escape(title)} <small>${escape(d.info?.version ?? '')}</small></h1>
<p>Base URL: <code>${escape(d.servers?.[0]?.url ?? '/backend/api/v1')}</code>. Machine-readable: <a href="/backend/api/openapi.json">openapi.json</a>.
Every answer is <code>{ meta: { code, message }, data }</code>; send <code>Authorization: Bearer &lt;token&gt;</code>.</p>
<nav><ul>${toc}</ul></nav>
${body}
</body></html>`;
}
