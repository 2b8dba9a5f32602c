# One image for the store: the ERP sandbox and the gateway (serving the built web) run from it
# with different commands. Node runs the TypeScript sources directly (type stripping).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY erp-sandbox/package.json erp-sandbox/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY packages/trusted-operations/package.json packages/trusted-operations/
COPY packages/rules/package.json packages/rules/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production
# The web build: the gateway serves its site/ folder and reads the trusted operations manifest beside it.
ENV WEB_DIST=/app/web/dist
COPY --from=build /app /app
USER node
EXPOSE 4000 4010
# The gateway's heap is sized for its own load, not for the machine it lands on (docs/speed-and-limits.md, "Memory").
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=1024", "gateway/src/main.ts"]
