import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';
import { isAdmin, useSession } from '../auth';
import { ErrorNote, Loading, PageHead, when } from '../ui';

type Thresholds = Schemas['ThresholdsDto'];

export default function Settings() {
  const { user, organization } = useSession();
  return (
    <>
      <PageHead title="Settings" />
      <Organization admin={isAdmin(user)} />
      <section aria-labelledby="tier">
        <h2 id="tier" className="h3">
          Rate tier
        </h2>
        <p>
          Tier <strong data-testid="tier">{organization?.tier ?? user?.tier}</strong>. The tier sets your rate limits; contact us to change it.
        </p>
      </section>
      <FraudSettings admin={isAdmin(user)} />
    </>
  );
}

function ThresholdInputs({ name, value }: { name: string; value: Thresholds }) {
  return (
    <div className="grid">
      {(['medium', 'high', 'critical'] as const).map((k) => (
        <label key={k}>
          {k[0].toUpperCase() + k.slice(1)} from
          <input name={`${name}.${k}`} type="number" min={1} max={100} required defaultValue={value[k]} />
        </label>
      ))}
    </div>
  );
}

function FraudSettings({ admin }: { admin: boolean }) {
  if (!admin)
    return (
      <section aria-labelledby="fraud">
        <h2 id="fraud" className="h3">
          Fraud engine
        </h2>
        <p className="note note-info" data-testid="role-b-limit">
          Only administrators (role A) see and change the engine's thresholds and shadow mode.
        </p>
      </section>
    );
  return <FraudSettingsForm />;
}

function FraudSettingsForm() {
  const queries = useQueryClient();
  const settings = useQuery({ queryKey: ['fraud-settings'], queryFn: async () => unwrap(await api.GET('/api/v1/fraud/settings')) });
  const [shadowOn, setShadowOn] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: async (body: Schemas['UpdateFraudSettingsDto']) => unwrap(await api.PUT('/api/v1/fraud/settings', { body })),
    onSuccess: (s) => queries.setQueryData(['fraud-settings'], s),
  });

  if (settings.isPending) return <Loading />;
  if (settings.error) return <ErrorNote error={settings.error} />;
  const s = settings.data;
  const shadow = shadowOn ?? s.shadow !== null;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const read = (p: string): Thresholds => ({ medium: Number(f.get(`${p}.medium`)), high: Number(f.get(`${p}.high`)), critical: Number(f.get(`${p}.critical`)) });
    save.mutate({
      weights: s.weights,
      thresholds: read('live'),
      shadow: shadow ? { weights: s.shadow?.weights ?? s.weights, thresholds: read('shadow') } : null,
    });
  }

  return (
    <section aria-labelledby="fraud">
      <h2 id="fraud" className="h3">
        Fraud engine
      </h2>
      <form onSubmit={submit} aria-label="Fraud engine thresholds">
        <fieldset>
          <legend>Risk-level thresholds (risk score 0–100)</legend>
          <ThresholdInputs name="live" value={s.thresholds} />
        </fieldset>
        <label>
          <input type="checkbox" role="switch" checked={shadow} onChange={(e) => setShadowOn(e.target.checked)} /> Shadow mode: score every
          transaction with candidate thresholds too, without acting on them
        </label>
        {shadow && (
          <fieldset>
            <legend>Shadow thresholds</legend>
            <ThresholdInputs name="shadow" value={s.shadow?.thresholds ?? s.thresholds} />
          </fieldset>
        )}
        <p className="muted">Last changed: {when(s.updated_at)}</p>
        <ErrorNote error={save.error} />
        {save.isSuccess && (
          <p role="status" className="note note-ok">
            Thresholds saved.
          </p>
        )}
        <button type="submit" aria-busy={save.isPending} disabled={save.isPending}>
          Save thresholds
        </button>
      </form>
    </section>
  );
}

type Branding = Schemas['BrandingDto'];
const BRANDING: Array<{ key: keyof Branding; label: string; url?: boolean }> = [
  { key: 'display_name', label: 'Name shown to applicants' },
  { key: 'logo_url', label: 'Logo URL (https)', url: true },
  { key: 'privacy_notice_url', label: 'Privacy notice URL (https)', url: true },
  { key: 'terms_url', label: 'Terms URL (https)', url: true },
];

/** Name and the branding of the hosted bank-connection page. */
function Organization({ admin }: { admin: boolean }) {
  const queries = useQueryClient();
  const org = useQuery({ queryKey: ['organization'], queryFn: async () => unwrap(await api.GET('/v1/accounts/organization/')) });
  const save = useMutation({
    mutationFn: async (body: Schemas['UpdateOrganizationSettingsDto']) => unwrap(await api.PATCH('/v1/accounts/organization/', { body })),
    onSuccess: (o) => queries.setQueryData(['organization'], o),
  });
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '').trim() || null;
    save.mutate({
      name: text('name') ?? undefined,
      branding: Object.fromEntries(BRANDING.map((b) => [b.key, text(b.key)])) as Schemas['UpdateBrandingDto'],
    });
  }
  return (
    <section aria-labelledby="org">
      <h2 id="org" className="h3">
        Organization and branding
      </h2>
      {org.isPending ? (
        <Loading />
      ) : org.error ? (
        <ErrorNote error={org.error} />
      ) : (
        <form onSubmit={submit} aria-label="Organization and branding" key={org.data.name + JSON.stringify(org.data.branding)}>
          <p className="muted">
            Id <code>{org.data.id}</code> · since {when(org.data.created_at)}. The hosted bank-connection page shows the name and logo to applicants.
          </p>
          <label>
            Organization name
            <input name="name" required maxLength={200} defaultValue={org.data.name} disabled={!admin} />
          </label>
          <div className="grid-2">
            {BRANDING.map((b) => (
              <label key={b.key}>
                {b.label}
                <input name={b.key} type={b.url ? 'url' : 'text'} defaultValue={org.data.branding[b.key] ?? ''} disabled={!admin} placeholder={b.url ? 'https://' : undefined} />
              </label>
            ))}
          </div>
          {org.data.branding.logo_url && (
            <p className="logo-preview">
              <img src={org.data.branding.logo_url} alt={`${org.data.branding.display_name ?? org.data.name} logo`} />
            </p>
          )}
          <ErrorNote error={save.error} />
          {save.isSuccess && (
            <p role="status" className="note note-ok">
              Organization saved.
            </p>
          )}
          {admin ? (
            <button type="submit" aria-busy={save.isPending} disabled={save.isPending}>
              Save organization
            </button>
          ) : (
            <p className="note note-info">Only administrators (role A) change the organization and its branding.</p>
          )}
        </form>
      )}
    </section>
  );
}
