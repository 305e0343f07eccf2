/**
 * /docs/api: the Business plan API's reference, rendered by our own components from the
 * OpenAPI 3.1 description generated at build time (decision 601). Server-rendered for visitors
 * without a session like every public page; no third-party renderer, no zod in the chunk. The
 * description is a JSON file the browser fetches (decision 735): until it has arrived the page's
 * Suspense boundary keeps the server's HTML, so the first view is the same.
 */
import { Fragment, type ReactNode, use } from "react";
import { Link } from "wouter";
import { API_SCOPE_LABELS, API_SCOPES, API_V1_PREFIX, IDEMPOTENCY_TTL_HOURS } from "#contract/api-values.ts";
import type { OpenApiDocument, OpenApiOperation, OpenApiResponse } from "#contract/openapi.ts";
import { loadOpenApiDocument } from "../features/api-docs/queries.ts";
import {
  curlExample,
  type ExampleRequest,
  examplesOf,
  javascriptExample,
  quickStartCurl,
  quickStartJavaScript,
} from "../features/api-docs/examples.ts";
import { type Field, fieldsOf } from "../features/api-docs/schema.ts";
import { publicConfig } from "../lib/public-config.ts";

interface Operation extends OpenApiOperation {
  method: string;
  path: string;
}

const operationsOf = (document: OpenApiDocument): Operation[] =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );

const anchorOf = (operation: Operation) => operation.operationId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Text with `code` spans and blank-line paragraphs, as the description writes it. */
function Rich({ text }: { text: string }) {
  return (
    <>
      {text.split("\n\n").map((paragraph) => (
        <p key={paragraph} className="mt-2">
          {paragraph.split("`").map((part, index) =>
            index % 2 === 1 ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
              <code key={index} className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em] text-slate-900">
                {part}
              </code>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
              <Fragment key={index}>{part}</Fragment>
            ),
          )}
        </p>
      ))}
    </>
  );
}

function Code({ children, label }: { children: string; label: string }) {
  return (
    // Long lines wrap instead of scrolling sideways: readable on a phone, nothing to reach by keyboard.
    <figure className="mt-2">
      <figcaption className="sr-only">{label}</figcaption>
      <pre className="whitespace-pre-wrap wrap-anywhere rounded-lg bg-slate-900 p-3 text-xs leading-relaxed text-slate-100 sm:text-sm">
        <code>{children}</code>
      </pre>
    </figure>
  );
}

function Method({ method }: { method: string }) {
  const colour =
    method === "GET"
      ? "bg-emerald-100 text-emerald-900"
      : method === "DELETE"
        ? "bg-red-100 text-red-900"
        : "bg-sky-100 text-sky-900";
  return <span className={`rounded px-1.5 py-0.5 font-mono text-xs font-bold ${colour}`}>{method}</span>;
}

function Fields({ fields, title }: { fields: Field[]; title: string }) {
  if (fields.length === 0) return null;
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <ul className="mt-1 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {fields.map((field) => (
          <li key={field.name} className="px-3 py-2 text-sm">
            <code className="font-semibold text-slate-900">{field.name}</code>{" "}
            <span className="text-slate-600">{field.type}</span>
            {field.required && <span className="ml-1 text-xs font-semibold text-red-800">required</span>}
            {(field.notes.length > 0 || field.description) && (
              <p className="mt-0.5 text-slate-600">{[field.description, ...field.notes].filter(Boolean).join(" · ")}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Errors({ responses }: { responses: Record<string, OpenApiResponse> }) {
  const rows = Object.entries(responses)
    .filter(([status]) => /^[45]/.test(status))
    .flatMap(([status, response]) => (response["x-error-codes"] ?? []).map((error) => ({ status, ...error })));
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-slate-900">Errors</h4>
      <ul className="mt-1 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {rows.map((row) => (
          <li key={`${row.status}-${row.code}`} className="px-3 py-2 text-sm">
            <span className="font-mono font-semibold">{row.status}</span>{" "}
            <code className="text-slate-900">{row.code}</code>
            <span className="block text-slate-600">
              <Rich text={row.description} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The endpoint's example request: its documented example, ids as placeholders. */
function exampleOf(operation: Operation, examples: Record<string, ExampleRequest>): ExampleRequest {
  return examples[operation.operationId] ?? { method: operation.method, path: operation.path };
}

function Endpoint({ operation, base, example }: { operation: Operation; base: string; example: ExampleRequest }) {
  const [status, success] = Object.entries(operation.responses).find(([code]) => code.startsWith("2")) ?? [];
  const params = (operation.parameters ?? []).map((p) => ({
    name: `${p.name} (${p.in})`,
    type: String(p.schema.type ?? "string"),
    required: p.required,
    notes: [
      ...(Array.isArray(p.schema.enum) ? [`one of: ${(p.schema.enum as string[]).join(", ")}`] : []),
      ...("default" in p.schema ? [`default: ${JSON.stringify(p.schema.default)}`] : []),
    ],
    ...(p.description ? { description: p.description } : {}),
  }));
  const needsKey = operation.security.length > 0;
  const curlRequest = { ...example, path: example.path.replaceAll("{id}", "$ID") };
  const jsRequest = { ...example, path: example.path.replaceAll("{id}", "\u0024{id}") };
  return (
    <section id={anchorOf(operation)} aria-labelledby={`${anchorOf(operation)}-title`} className="scroll-mt-20 py-6">
      <h3 id={`${anchorOf(operation)}-title`} className="text-lg font-semibold text-slate-900">
        {operation.summary}
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2 break-all">
        <Method method={operation.method} />
        <code className="text-sm font-semibold text-slate-900">{`${API_V1_PREFIX}${operation.path}`}</code>
        {operation["x-scope"] && (
          <span className="rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-700">
            scope: {operation["x-scope"]}
          </span>
        )}
      </p>
      <div className="text-sm leading-relaxed text-slate-700 sm:text-base">
        <Rich text={operation.description} />
      </div>
      <Fields title="Parameters" fields={params} />
      <Fields
        title="Request body (JSON)"
        fields={fieldsOf(operation.requestBody?.content["application/json"]?.schema)}
      />
      {success && (
        <div className="mt-4 text-sm">
          <h4 className="font-semibold text-slate-900">Response {status}</h4>
          <p className="text-slate-700">{success.description}</p>
        </div>
      )}
      <Fields title="Response fields" fields={fieldsOf(success?.content?.["application/json"]?.schema)} />
      <Errors responses={operation.responses} />
      <details className="mt-4 rounded-lg border border-slate-200 px-3 py-2">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">Example: curl and JavaScript</summary>
        <Code label={`${operation.summary} with curl`}>{curlExample(base, curlRequest, needsKey)}</Code>
        <Code label={`${operation.summary} with JavaScript`}>{javascriptExample(base, jsRequest, needsKey)}</Code>
      </details>
    </section>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 border-t border-slate-200 pt-8">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-base leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

export default function ApiDocsPage() {
  const document = use(loadOpenApiDocument());
  const operations = operationsOf(document);
  const config = publicConfig();
  const base = `${config.publicUrl ?? ""}${API_V1_PREFIX}`;
  const examples = examplesOf(document);
  const tags = document.tags.filter((tag) => operations.some((o) => o.tags.includes(tag.name)));
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold sm:text-4xl">API reference</h1>
      <p className="mt-4 text-lg text-slate-800">
        Upload photos, write Instagram posts in all 12 languages and keep them in your caption history from your own
        tools: a spreadsheet, a CMS, a script. The API comes with the{" "}
        <Link href="/subscribe" className="text-brand-800 underline">
          Business plan
        </Link>
        ; a key acts as you, with the same rules, quotas and checks as the app.
      </p>
      <p className="mt-3 text-sm text-slate-700">
        Base URL <code className="break-all rounded bg-slate-100 px-1">{base}</code> · Machine-readable description:{" "}
        <a href={`${API_V1_PREFIX}/openapi.json`} className="text-brand-800 underline">
          OpenAPI 3.1
        </a>
      </p>

      <nav aria-label="On this page" className="mt-6 rounded-lg border border-slate-200 p-4 text-sm">
        <h2 className="font-semibold text-slate-900">On this page</h2>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {[
            ["authentication", "Authentication and scopes"],
            ["errors", "Errors and limits"],
            ["idempotency", "Retrying safely"],
            ["quick-start", "Quick start"],
          ].map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-brand-800 underline">
                {label}
              </a>
            </li>
          ))}
          {operations.map((operation) => (
            <li key={operation.operationId}>
              <a href={`#${anchorOf(operation)}`} className="text-brand-800 underline">
                {operation.summary}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8 space-y-8">
        <Section id="authentication" title="Authentication and scopes">
          <p>
            Create a key on your{" "}
            <Link href="/account" className="text-brand-800 underline">
              account page
            </Link>{" "}
            (it is shown once; keep it secret, like a password) and send it with every request:
          </p>
          <Code label="Authorization header">{"Authorization: Bearer ck_…"}</Code>
          <p>
            A session cookie is never accepted on the API, and a key works only while your Business pass runs:
            afterwards requests answer <code>402 business_plan_required</code>, and the same key works again once you
            buy a new pass. Each key has one or more scopes:
          </p>
          <ul className="list-disc space-y-1 pl-6">
            {API_SCOPES.map((scope) => (
              <li key={scope}>
                <code>{scope}</code>: {API_SCOPE_LABELS[scope].split(": ")[1]}
              </li>
            ))}
          </ul>
        </Section>

        <Section id="errors" title="Errors and limits">
          <p>Every error answers with one shape; each endpoint below lists its codes.</p>
          <Code label="Error shape">{'{ "error": { "code": "not_found", "message": "Post not found." } }'}</Code>
          <p>
            Each key may make a set number of requests a minute and run a set number of generations at once; past
            either, the answer is <code>429</code> with a <code>Retry-After</code> header in seconds.{" "}
            <a href="#get-usage" className="text-brand-800 underline">
              GET /usage
            </a>{" "}
            and the account page show your key's limits. AI captions count against the Business plan's daily fair-use
            limit, as in the app (<code>429 quota_exceeded</code>, reset at midnight IST).
          </p>
        </Section>

        <Section id="idempotency" title="Retrying safely">
          <p>
            Generating and saving take an <code>Idempotency-Key</code> header: any unique string, such as a UUID. If a
            request with the same key and the same body arrives again within {IDEMPOTENCY_TTL_HOURS} hours, it is
            answered with the first answer (marked <code>Idempotent-Replayed: true</code>) and neither counts a second
            caption nor saves a second post. The same key with a different body answers{" "}
            <code>422 idempotency_key_reused</code>.
          </p>
        </Section>

        <Section id="quick-start" title="Quick start">
          <p>
            Upload a photo, write a Tamil post streamed as server-sent events, save it, list your posts and delete it.
            With Node.js 18 or later:
          </p>
          <Code label="Quick start in JavaScript">{quickStartJavaScript(base)}</Code>
          <p>The same steps with nothing but curl and a shell (no jq or uuidgen needed):</p>
          <Code label="Quick start with curl">{quickStartCurl(base)}</Code>
        </Section>

        {tags.map((tag) => (
          <Section key={tag.name} id={`tag-${tag.name.toLowerCase().replaceAll(" ", "-")}`} title={tag.name}>
            <p>{tag.description}</p>
            <div className="divide-y divide-slate-200">
              {operations
                .filter((operation) => operation.tags.includes(tag.name))
                .map((operation) => (
                  <Endpoint
                    key={operation.operationId}
                    operation={operation}
                    base={base}
                    example={exampleOf(operation, examples)}
                  />
                ))}
            </div>
          </Section>
        ))}
      </div>
    </article>
  );
}
