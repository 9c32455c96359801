// Served from /c/assets under CSP script-src 'self'; every step resumes from /session, so a reload lands where the applicant was.

export const HOSTED_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f7;color:#1b1f24}
.card{max-width:440px;margin:0 auto;min-height:100vh;background:#fff;padding:24px 20px}
@media(min-width:600px){.card{min-height:auto;margin:40px auto;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}}
h1{font-size:1.4rem;margin:.2em 0 .6em}h2{font-size:1.15rem}
.ok{color:#0a7d3b}.bad{color:#b42318}.muted{color:#5b6470}.small{font-size:.85rem}
.points{padding-left:1.1em}.points li{margin:.3em 0}
button{display:block;width:100%;padding:14px;margin-top:14px;font-size:1rem;border:0;border-radius:8px;background:#0b5cad;color:#fff;cursor:pointer}
button.secondary{background:#e8ecf0;color:#1b1f24}
button:disabled{opacity:.6;cursor:wait}
label{display:block;margin-top:14px;font-weight:600}
select{width:100%;padding:12px;font-size:1rem;border:1px solid #c5ccd3;border-radius:8px;background:#fff}
.badge{display:inline-block;background:#fff4d6;color:#7a5300;border-radius:999px;padding:2px 10px;font-size:.8rem;margin:0}
.banks{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin-top:8px}
.bank{padding:12px;border:1px solid #c5ccd3;border-radius:8px;background:#fff;color:#1b1f24;margin:0;text-align:left}
.bank[aria-checked=true]{border:2px solid #0b5cad;background:#eef5fc}
.spinner{width:28px;height:28px;border:3px solid #d6dde4;border-top-color:#0b5cad;border-radius:50%;animation:spin 1s linear infinite;margin:20px auto}
@keyframes spin{to{transform:rotate(360deg)}}
.brand{display:flex;align-items:center;gap:10px;margin-bottom:12px;font-weight:600}
.brand img{max-height:40px;max-width:160px}
.legal a{margin-right:12px}
#start:disabled{cursor:not-allowed}
label.consent{display:flex;gap:10px;align-items:flex-start;font-weight:400;font-size:.95rem}
label.consent input{width:22px;height:22px;flex:none;margin:2px 0 0}
a.return{display:block;margin-top:14px;text-align:center}
`;

export const HOSTED_PAGE_JS = `(function () {
  'use strict';
  var token = location.pathname.split('/')[2] || '';
  var base = '/c/' + encodeURIComponent(token);
  var screens = ['loading', 'connect', 'widget', 'working', 'ready', 'failed', 'expired', 'invalid', 'error'];
  var session = null;
  var bank = null;
  var lastAction = null;
  var connectedHere = false;
  function $(id) { return document.getElementById(id); }
  function show(name) { screens.forEach(function (s) { $('screen-' + s).hidden = s !== name; }); document.body.setAttribute('data-screen', name); }
  function fill(selector, text) { document.querySelectorAll(selector).forEach(function (el) { el.textContent = text; }); }
  function call(method, path, body) {
    return fetch(base + path, {
      method: method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'omit',
      cache: 'no-store'
    }).then(function (res) {
      return res.json().catch(function () { return {}; }).then(function (json) {
        if (!res.ok) { var e = new Error((json.error && json.error.message) || ('HTTP ' + res.status)); e.status = res.status; throw e; }
        return json;
      });
    });
  }
  function fail(err, retry) {
    if (err && err.status === 404) return show('invalid');
    lastAction = retry;
    tell('connect.error');
    $('error-text').textContent = (err && err.message) || 'Please try again in a moment.';
    show('error');
  }
  function load() {
    show('loading');
    return call('GET', '/session').then(function (s) { session = s; render(); }, function (e) { fail(e, load); });
  }
  var embedded = window.parent !== window;
  function returnUrl(type) {
    var r = session && session.return_urls;
    if (!r) return null;
    return type === 'connect.success' ? r.success_url : type === 'connect.exit' ? r.exit_url : null;
  }
  // Embedded in an iframe: tell the lender's page what happened (type and the lender's own return URL, no applicant data).
  var told = {};
  function tell(type) {
    if (!embedded || told[type]) return;
    told[type] = true;
    var msg = { source: 'naija-risk-connect', type: type, status: session ? session.status : null };
    var url = returnUrl(type);
    if (url) msg.redirect_url = url;
    window.parent.postMessage(msg, '*');
  }
  // At top level the page itself takes the applicant back to the lender; an embedding page decides from the message.
  function goBack(type, delay) {
    var url = returnUrl(type);
    if (embedded || !url) return false;
    setTimeout(function () { location.assign(url); }, delay || 0);
    return true;
  }
  function brand() {
    var o = session.organization || {};
    var name = o.display_name || session.organization_name;
    fill('[data-org]', name);
    $('brand-name').textContent = name;
    $('brand').hidden = false;
    if (o.logo_url && /^https:/.test(o.logo_url)) { $('brand-logo').src = o.logo_url; $('brand-logo').alt = name; $('brand-logo').hidden = false; }
    var links = [['privacy-link', o.privacy_notice_url], ['terms-link', o.terms_url]];
    links.forEach(function (l) { if (l[1] && /^https:/.test(l[1])) { $(l[0]).href = l[1]; $(l[0]).hidden = false; $('legal').hidden = false; } });
    var back = returnUrl('connect.success');
    document.querySelectorAll('[data-return]').forEach(function (a) { if (back) { a.href = back; a.hidden = false; } });
  }
  function consent() {
    var c = session.consent || {};
    $('consent-text').textContent = c.text || '';
    $('consent').checked = !!c.given_at;
    $('start').disabled = !$('consent').checked;
  }
  function render() {
    brand();
    consent();
    fill('[data-applicant]', session.applicant_name);
    $('expires').textContent = new Date(session.link_expires_at).toLocaleString();
    if (session.institution_name) $('working-bank').textContent = 'Connected: ' + session.institution_name;
    if (session.step === 'connect') {
      var returned = new URLSearchParams(location.search).get('public_token');
      // a public token is good once: drop it from the address before using it, so a reload cannot resend it
      if (returned) { history.replaceState(null, '', location.pathname); return complete(returned); }
      if (session.link_token) return openWidget();
      return show('connect');
    }
    if (session.step === 'processing' || session.step === 'ready') {
      tell('connect.success');
      // only after a connection made on this visit, so reopening the link later shows where the case is
      if (connectedHere) { connectedHere = false; goBack('connect.success', 1500); }
    }
    if (session.step === 'processing') { show('working'); return poll(); }
    if (session.step === 'failed' || session.step === 'expired') tell('connect.error');
    show(session.step);
  }
  function openWidget() {
    var list = $('banks');
    list.textContent = '';
    (session.institutions || []).forEach(function (inst, i) {
      var b = document.createElement('button');
      b.type = 'button'; b.className = 'bank'; b.setAttribute('role', 'radio'); b.setAttribute('data-bank', inst.id);
      b.textContent = inst.name;
      b.addEventListener('click', function () { select(inst.id); });
      list.appendChild(b);
      if (i === 0 && !bank) bank = inst.id;
    });
    select(bank);
    show('widget');
  }
  function select(id) {
    bank = id;
    document.querySelectorAll('.bank').forEach(function (b) { b.setAttribute('aria-checked', String(b.getAttribute('data-bank') === id)); });
  }
  function start() {
    if (!$('consent').checked) return;
    $('start').disabled = true;
    call('POST', '/link-token', { consent_version: session.consent.version }).then(function (lt) { session.link_token = lt.link_token; openWidget(); }, function (e) { fail(e, load); })
      .then(function () { $('start').disabled = !$('consent').checked; });
  }
  function connect(ev) {
    ev.preventDefault();
    $('connect').disabled = true;
    call('POST', '/sandbox/connect', { profile: $('profile').value, institution_id: bank })
      .then(function (r) { return complete(r.public_token); }, function (e) { fail(e, load); })
      .then(function () { $('connect').disabled = false; });
  }
  // publicToken is the one the server issued for this link at the connect step; it is usable once.
  function complete(publicToken) {
    show('working');
    return call('POST', '/complete', { public_token: publicToken }).then(function () { connectedHere = true; return load(); }, function (e) {
      // 409: the case has moved on (already connected, or the link expired); show where it is
      if (e.status === 409) return load();
      fail(e, load);
    });
  }
  function poll() {
    setTimeout(function () {
      call('GET', '/session').then(function (s) { session = s; render(); }, function () { poll(); });
    }, 1500);
  }
  $('consent').addEventListener('change', function () { $('start').disabled = !$('consent').checked; });
  $('start').addEventListener('click', start);
  $('widget-form').addEventListener('submit', connect);
  $('cancel').addEventListener('click', function () { told['connect.exit'] = false; tell('connect.exit'); if (!goBack('connect.exit')) show('connect'); });
  $('retry').addEventListener('click', function () { (lastAction || load)(); });
  load();
})();
`;
