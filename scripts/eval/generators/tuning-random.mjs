// The tuning generators' one random stream and its draws (the held-out generators keep their own, written apart).
// mulberry32, seeded with the world's seed xor a salt of its own (tuning: none), so each world's stream is as it was.
export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

export function seeded(seed, salt = 0) {
  let state = (Number(seed) ^ salt) >>> 0 || 1;
  function rand() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const between = (a, b) => a + rand() * (b - a);
  const int = (a, b) => Math.floor(between(a, b + 1));
  const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  function poisson(lambda) {
    let k = 0;
    let p = Math.exp(-lambda);
    let s = p;
    const u = rand();
    while (u > s) {
      k++;
      p *= lambda / k;
      s += p;
    }
    return k;
  }
  return { rand, pick, between, int, normal, poisson };
}
