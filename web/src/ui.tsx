import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ApiFailure } from './api/client';

export function Loading({ what = 'Loading' }: { what?: string }) {
  return (
    <p aria-busy="true" className="muted">
      {what}…
    </p>
  );
}

/** An API error with its message and the request_id to quote to support. */
export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const e = error instanceof ApiFailure ? error : null;
  return (
    <div role="alert" className="note note-error" data-testid="api-error">
      <strong>{e ? e.message : error instanceof Error ? error.message : 'Something went wrong.'}</strong>
      {e && e.details.length > 0 && (
        <ul>
          {e.details.map((d, i) => (
            <li key={i}>
              {d.field}: {d.issue}
            </li>
          ))}
        </ul>
      )}
      {e && (
        <small>
          {e.code} · HTTP {e.status}
          {e.requestId && (
            <>
              {' '}
              · request_id <code data-testid="error-request-id">{e.requestId}</code>
            </>
          )}
        </small>
      )}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="note empty">{children}</div>;
}

/** Honest placeholder: the API this page needs is not in this service's openapi.json yet. */
export function Missing({ endpoint, what }: { endpoint: string; what: string }) {
  return (
    <div className="note note-warn" data-testid="missing-endpoint">
      <strong>Not available yet.</strong> {what} needs <code>{endpoint}</code>, which this version of the API does not
      provide yet, so nothing is shown here rather than made-up data.
    </div>
  );
}

export function PageHead({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Naija Risk`;
  }, [title]);
  return (
    <header className="page-head">
      <h1>{title}</h1>
      {children && <div className="page-actions">{children}</div>}
    </header>
  );
}

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="secondary outline small"
      onClick={async () => {
        await navigator.clipboard?.writeText(text).catch(() => undefined);
        setDone(true);
        setTimeout(() => setDone(false), 1500);
      }}
    >
      {done ? 'Copied' : label}
    </button>
  );
}

/** A button that asks first, in a modal dialog (keyboard: Esc cancels, focus moves into it). */
export function ConfirmButton(props: {
  label: string;
  title: string;
  body: ReactNode;
  confirm: string;
  onConfirm: () => void | Promise<void>;
  danger?: boolean;
  className?: string;
  disabled?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button type="button" className={props.className ?? 'secondary outline small'} disabled={props.disabled} onClick={() => ref.current?.showModal()}>
        {props.label}
      </button>
      <dialog ref={ref} aria-labelledby={titleId}>
        <article>
          <h2 id={titleId} className="h3">
            {props.title}
          </h2>
          <div>{props.body}</div>
          <footer>
            <button type="button" className="secondary" onClick={() => ref.current?.close()}>
              Cancel
            </button>
            <button
              type="button"
              className={props.danger ? 'danger' : undefined}
              onClick={async () => {
                ref.current?.close();
                await props.onConfirm();
              }}
            >
              {props.confirm}
            </button>
          </footer>
        </article>
      </dialog>
    </>
  );
}

/** A headline figure (the overview's and the engine's tiles). */
export function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="tile">
      <span className="tile-label">{label}</span>
      <strong className="tile-value">{value}</strong>
      {hint && <small className="muted">{hint}</small>}
    </div>
  );
}

export function Badge({ tone, children }: { tone: 'ok' | 'bad' | 'warn' | 'info' | 'muted'; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

export function statusTone(code: number | null | undefined): 'ok' | 'bad' | 'warn' | 'muted' {
  if (code == null) return 'muted';
  if (code < 300) return 'ok';
  if (code < 500) return 'warn';
  return 'bad';
}

export const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }) : '—');

export const naira = (n: number | null | undefined) => (n == null ? '—' : n.toLocaleString('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 }));

export function Pager({ page, count, pageSize, onPage }: { page: number; count: number; pageSize: number; onPage: (p: number) => void }) {
  const last = Math.max(1, Math.ceil(count / pageSize));
  if (last <= 1) return null;
  return (
    <nav aria-label="Pages" className="pager">
      <button type="button" className="secondary outline small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {last}
      </span>
      <button type="button" className="secondary outline small" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
