// jest 30 + ts-jest in ESM mode (NestJS 12 is ESM-only). Run through `npm test`, which builds
// first: migrations and the OpenAPI drift check use the compiled output.
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: false }],
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  testTimeout: 60000,
  maxWorkers: 1,
};
