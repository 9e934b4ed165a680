# syntax=docker/dockerfile:1
# Certidão Ágil: one image for both processes (docs/deploy.md).
#   docker build -t certidao-agil .
#   API:    docker run -p 3000:3000 -e DATABASE_URL=… -e JWT_SECRET=… certidao-agil
#   worker: docker run -e DATABASE_URL=… -e JWT_SECRET=… certidao-agil node apps/api/dist/worker.mjs
# The compiled server (apps/api/dist, `npm run build:server`) still reads openapi.yaml, apps/api/drizzle and one
# source file beside it (the API reference's browser script) from their places in the repository layout, and
# resolves its npm packages from node_modules: the runtime stage keeps that layout with only those files.

ARG NODE_IMAGE=node:20-bookworm-slim

# Every dependency, the compiled server and the web app.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/cli/package.json apps/cli/
COPY packages/domain/package.json packages/domain/
COPY packages/api-client/package.json packages/api-client/
COPY packages/ui/package.json packages/ui/
RUN npm ci
COPY . .
# apps/web/dist is a link to apps/web/builds/<hash>: copied as a plain folder, served through WEB_DIST (a
# WEB_DIST of its own is never rebuilt at start-up, so the runtime needs no web sources).
RUN npm run build:server \
  && npm run build -w @certidao/web \
  && cp -rL apps/web/dist /app/web-dist

# Production dependencies only (no compiler, bundler or test tools), laid out as the lockfile says.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/cli/package.json apps/cli/
COPY packages/domain/package.json packages/domain/
COPY packages/api-client/package.json packages/api-client/
COPY packages/ui/package.json packages/ui/
RUN npm ci --omit=dev && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SERVE_WEB=true \
    WEB_DIST=/app/web
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/src/modules/system/reference.browser.js apps/api/src/modules/system/
COPY --from=build /app/openapi.yaml ./
COPY --from=build /app/web-dist web
# DATA_DIR: the generated JWT secret and signing certificate, local PDFs, the e-mail outbox (and PGlite when
# there is no DATABASE_URL). Mount a volume, or set JWT_SECRET, SIGNING_P12_PATH, S3_* and SMTP_URL.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Node is PID 1 and handles SIGTERM itself: it stops taking requests and jobs, ends the event streams and exits.
CMD ["node", "apps/api/dist/main.mjs"]
