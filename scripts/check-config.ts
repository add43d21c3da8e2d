// Parses the configuration once before anything starts, so a bad value stops `npm start` with a clear message.
async function checkConfiguration() {
  try {
    const { config } = await import('../src/config');
    const source = config.usesDemoContentService ? 'the embedded demo content service' : config.contentApiUrl;
    const site = config.siteId === null ? 'each site by host name' : `site "${config.siteId}"`;
    console.log(`Configuration ok: ${site}, content from ${source}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

void checkConfiguration();
