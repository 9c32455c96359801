// Static markup, no data interpolated (the script fills names with textContent), so the page runs under a strict CSP.

const head = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<link rel="stylesheet" href="/c/assets/hosted-page.css">
</head>`;

export const HOSTED_PAGE_HTML = `${head('Connect your bank account')}
<body>
<main class="card" aria-live="polite">
  <header class="brand" id="brand" hidden><img id="brand-logo" alt="" hidden><span id="brand-name"></span></header>
  <section id="screen-loading"><p class="muted">Loading…</p></section>

  <section id="screen-connect" hidden>
    <h1>Connect your bank account</h1>
    <p class="muted">Applicant: <span data-applicant></span></p>
    <p><strong data-org></strong> has asked to see 12 months of your bank statements to assess your application.</p>
    <ul class="points">
      <li>Read-only: nobody can move money with this connection.</li>
      <li>Your bank login details are never shared with <span data-org></span>.</li>
    </ul>
    <label class="consent" for="consent"><input id="consent" type="checkbox"> <span id="consent-text"></span></label>
    <button id="start" type="button" disabled>Connect my bank</button>
    <p class="muted small">Link valid until <span id="expires"></span>.</p>
    <p class="muted small legal" id="legal" hidden><a id="privacy-link" target="_blank" rel="noopener noreferrer" hidden>Privacy notice</a> <a id="terms-link" target="_blank" rel="noopener noreferrer" hidden>Terms</a></p>
  </section>

  <section id="screen-widget" hidden>
    <div class="widget">
      <p class="badge">Sandbox bank connection (test data)</p>
      <h2>Choose your bank</h2>
      <form id="widget-form">
        <div id="banks" class="banks" role="radiogroup" aria-label="Bank"></div>
        <label for="profile">Test profile</label>
        <select id="profile" name="profile">
          <option value="salaried">Salaried employee</option>
          <option value="informal_trader">Informal trader</option>
          <option value="gig_worker">Gig worker</option>
          <option value="overdrawn">Overdrawn, several loans</option>
          <option value="new_account">New account (3 months)</option>
          <option value="stacked_borrower">Own transfers, many lenders (13 months)</option>
          <option value="provider_error">Bank outage (provider error)</option>
        </select>
        <button id="connect" type="submit">Continue</button>
        <button id="cancel" type="button" class="secondary">Cancel</button>
      </form>
    </div>
  </section>

  <section id="screen-working" hidden>
    <h1 id="working-title">Bank connected</h1>
    <p>Thank you. We are preparing your report for <strong data-org></strong>. You can close this page.</p>
    <p class="muted" id="working-bank"></p>
    <div class="spinner" aria-hidden="true"></div>
    <a class="return" data-return hidden>Return to <span data-org></span></a>
  </section>

  <section id="screen-ready" hidden>
    <h1 class="ok">All done</h1>
    <p>Your bank account is connected and your report has been sent to <strong data-org></strong>. You can close this page.</p>
    <a class="return" data-return hidden>Return to <span data-org></span></a>
  </section>

  <section id="screen-failed" hidden>
    <h1 class="bad">We could not complete your report</h1>
    <p>Your bank could not be reached. <strong data-org></strong> has been told and will contact you about next steps.</p>
  </section>

  <section id="screen-expired" hidden>
    <h1 class="bad">This link has expired</h1>
    <p>For your security, connection links only work for a limited time. Ask <strong data-org></strong> for a new link.</p>
  </section>

  <section id="screen-invalid" hidden>
    <h1 class="bad">This link is not valid</h1>
    <p>Check that you opened the whole link from your message, or ask the organization that sent it for a new one.</p>
  </section>

  <section id="screen-error" hidden>
    <h1 class="bad">Something went wrong</h1>
    <p id="error-text">Please try again in a moment.</p>
    <button id="retry" type="button">Try again</button>
  </section>
</main>
<script src="/c/assets/hosted-page.js" defer></script>
</body>
</html>
`;

/** For a token that matches no case: said plainly, without any script. */
export const UNKNOWN_LINK_HTML = `${head('Link not valid')}
<body>
<main class="card">
  <h1 class="bad">This link is not valid</h1>
  <p>Check that you opened the whole link from your message, or ask the organization that sent it for a new one.</p>
</main>
</body>
</html>
`;
