# syntax=docker/dockerfile:1
# Build: compile with dev dependencies. Run: production dependencies only, non-root.
# Roles: `node dist/main.js api` (HTTP) or `node dist/main.js worker` (Bull processors).

FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json tsconfig.migrations.json nest-cli.json ./
COPY src ./src
COPY migrations ./migrations
COPY web ./web
COPY scripts/web-size.mjs ./scripts/
RUN npm run build

FROM node:24-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# No embedded PostgreSQL (an optional dependency) in production images: DATABASE_URL is required there.
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/live').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
ENTRYPOINT ["node", "dist/main.js"]
CMD ["api"]
