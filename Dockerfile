# One prescreen instance: the unchanged build, with Debian's ffmpeg. Settings come from the
# environment (docs/deploying.md). Written and checked by reading only: there was no container
# engine where it was written, so it has not been built.
FROM node:24-bookworm-slim

RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app

COPY package.json package-lock.json ./
RUN npm ci

COPY . .
# The build needs dev dependencies (vite's plugins); the server does not: it runs TypeScript through
# tsx, a production dependency. The data folder is only used without DATABASE_URL and S3_BUCKET.
RUN npm run build \
  && npm prune --omit=dev \
  && npm cache clean --force \
  && mkdir -p data \
  && chown node:node data

USER node
ENV HOST=0.0.0.0
EXPOSE 3000

HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))"]

# `npm run serve`'s command, started directly: under npm, a shell sits between npm and node and
# does not pass SIGTERM on, so node would be killed without draining. Keep it in step with
# package.json's "serve".
CMD ["node", "--heap-growing-percent=50", "--v8-pool-size=1", "--import", "tsx", "server/main.ts"]
