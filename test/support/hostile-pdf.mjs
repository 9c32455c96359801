/**
 * The worst case from issue 11: about 9.5 MB holding 313,000 tiny objects, each naming /ObjStm
 * without a stream, so the raw scans run to the time budget and the parser then builds every
 * object (about 4 s of one core and 150 MB when analysed in one thread). `seed` varies the bytes.
 * Shared by the e2e test and `npm run bench -- detect-hostile`.
 */
export function hostilePdf(seed = '', objects = 313_000, targetBytes = 9.5 * 1024 * 1024) {
  const parts = [`%PDF-1.7\n%${seed}\n`, '1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n', '2 0 obj\n<</Type/Pages/Kids[]/Count 0>>\nendobj\n'];
  const per = Math.floor((targetBytes - 300) / (objects - 2));
  for (let n = 3; n <= objects; n++) {
    const head = `${n} 0 obj[/ObjStm`;
    const tail = ']endobj\n';
    const room = per - head.length - tail.length;
    parts.push(head + ' 0'.repeat(Math.max(0, Math.floor(room / 2))).padEnd(room) + tail);
  }
  parts.push(`trailer\n<</Size ${objects + 1}/Root 1 0 R>>\nstartxref\n0\n%%EOF\n`);
  return Buffer.from(parts.join(''), 'latin1');
}
