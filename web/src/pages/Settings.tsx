import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '../api/client';
import { isAdmin, useSession } from '../auth';
import { ErrorNote, Loading, Missing, PageHead, when } from '../ui';

type Thresholds = Schemas['ThresholdsDto'];

export default function Settings() {
  const { user, organization } = useSession();
  return (
    <>
      <PageHead title="Settings" />
      <section aria-labelledby="org">
        <h2 id="org" className="h3">
          Organization and branding
        </h2>
        <p>
          <strong data-testid="org-name">{organization?.name}</strong> <span className="muted">· id <code>{organization?.id ?? user?.organization_id}</code></span>
        </p>
        <Missing what="Editing the organization name and the logo shown on the hosted bank-connection page" endpoint="PATCH /v1/accounts/organization/" />
      </section>
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
            Saved.
          </p>
        )}
        <button type="submit" aria-busy={save.isPending} disabled={save.isPending}>
          Save thresholds
        </button>
      </form>
    </section>
  );
}
