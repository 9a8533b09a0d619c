# syntax=docker/dockerfile:1
# Production image: the built server and web app on Node, with only production dependencies.
# It needs an external PostgreSQL (DATABASE_URL); the embedded one is for development.
# Build: docker build -t sales-agent-suite .   Run everything: docker compose up -d (compose.yaml)

# The Node line the project is tested on (package.json engines: >=20.19).
ARG NODE_IMAGE=node:20.20-bookworm-slim

# 1. Every dependency, then the build (Vite web app, prerendered pages, widget loader, server bundle).
FROM ${NODE_IMAGE} AS build
# Behind a proxy that re-signs TLS (a company network), npm must trust its CA: mount the bundle and
# pass its path, e.g. --build-arg NODE_EXTRA_CA_CERTS=/etc/ssl/certs/proxy-ca.crt. Unset: not used.
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs --force

# 2. Production dependencies only: the server bundle keeps its packages external (scripts/build.mjs).
FROM ${NODE_IMAGE} AS prod-deps
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. What runs: no compilers, no sources, no dev dependencies, not root.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DASHBOARD_PORT=3001 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the app user: a compromised process cannot rewrite its own code.
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY drizzle ./drizzle
# DATA_DIR is the only place the app writes (the generated auth secret when AUTH_SECRET is unset).
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
# The `node` user (uid 1000) of the official image.
USER node
EXPOSE 3000 3001
# Liveness: /api/health answers 200 while the process serves, even during a database outage (a
# restart would not bring the database back; the app reconnects by itself). Readiness, for the
# proxy in front, is /api/ready: 503 while the database is unreachable or the process drains.
# The slim image has no curl, so Node's own fetch asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains in-flight requests and streams, then exits within 10 s (src/server/index.ts);
# Node runs directly (not through npm) so the signal reaches it.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/index.js"]
