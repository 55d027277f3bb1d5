# One image for the API (which serves the admin app) and the transcoder; the command picks the process.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/transcoder/package.json apps/transcoder/
COPY apps/admin/package.json apps/admin/
COPY apps/player/package.json apps/player/
COPY libs/config/package.json libs/config/
COPY libs/domain/package.json libs/domain/
COPY libs/player-ui/package.json libs/player-ui/
COPY libs/sdk/package.json libs/sdk/
COPY libs/storage/package.json libs/storage/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# pocketsphinx and its US English model are the default speech-to-text engine; espeak-ng lets an operator
# run `npm run bench:transcribe` in the image to measure the configured engine on their own hardware.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg yt-dlp pocketsphinx pocketsphinx-en-us espeak-ng \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Inside the container the API listens on every interface of the container (its default is loopback,
# which nothing outside it reaches); which host address the port is published on is docker's choice.
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build /app /app
EXPOSE 3000
# `exec`: the API takes the shell's place, so that `docker stop`'s SIGTERM reaches it (graceful shutdown).
CMD ["sh", "-c", "node apps/api/dist/database/migrate.js && exec node apps/api/dist/main.js"]
