# One prescreen instance. Settings come from the environment (docs/deploying.md).
# Stage one builds the web app and the server (dist/) with every dependency; the image keeps only
# what the server runs: dist/, the runtime dependencies, the migrations, the PGlite worker and the
# catalogue, with Debian's ffmpeg (not the npm one, an optional dependency left out here).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --omit=optional --no-audit --no-fund

FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server/db/migrations ./server/db/migrations
COPY --from=build /app/server/db/pglite-thread.worker.mjs ./server/db/
COPY --from=build /app/catalogue ./catalogue
# The data folder (DATA_DIR, /app/data): the embedded database without DATABASE_URL, the
# recordings without S3_BUCKET. A volume, so that they outlive the container; made and owned by
# node first, so that a new volume starts out node's.
RUN mkdir -p data && chown node:node data
VOLUME /app/data

USER node
ENV HOST=0.0.0.0 NODE_ENV=production
EXPOSE 3000

# Liveness: the process answers (docs/deploying.md, "Health checks"). An engine that restarts
# unhealthy containers must not restart them all for a database or bucket away, which a restart
# does not mend; where traffic is sent is readiness's (`/api/health/ready`).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))"]

# `npm run serve`'s command (package.json), started directly: node is PID 1 and gets SIGTERM
# itself, drains and exits.
CMD ["node", "--heap-growing-percent=50", "--v8-pool-size=1", "--enable-source-maps", "dist/server/main.mjs"]
