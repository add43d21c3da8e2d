// `npm run alerts`: one alerts run, then delivery of its mails, then exit. With the embedded
// database this needs the site stopped (one process per database folder); with DATABASE_URL it can
// run beside the site, and an estate is still mailed only once per subscription.
async function runAlertsOnce() {
  const { runConfiguredAlerts } = await import('../src/server/subscriptions/run-alerts');
  const { requestMailDelivery } = await import('../src/server/mail/delivery');
  const { closeDatabase } = await import('../src/server/db');
  try {
    const report = await runConfiguredAlerts();
    const skipped = [
      report.searchFailures > 0 && `${report.searchFailures} skipped (content service unavailable)`,
      report.withoutSite > 0 && `${report.withoutSite} skipped (no site, and none for SITE_URL)`,
    ].filter((part) => part !== false);
    console.log(
      [
        `Alerts: ${report.subscriptions} subscriptions checked, ${report.mails} mails with ` +
          `${report.estates} new estates and ${report.changes} price or status changes` +
          (report.notDue > 0 ? `, ${report.notDue} daily or weekly not due yet` : ''),
        ...skipped,
      ].join(', '),
    );
    const delivery = await requestMailDelivery();
    if (delivery)
      console.log(`Mail: ${delivery.sent} sent, ${delivery.postponed} postponed, ${delivery.failed} failed`);
  } finally {
    await closeDatabase();
  }
}

runAlertsOnce().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
