// Never download a browser at install time: the app renders PDFs with a system
// Chromium (see server/pdf/browser.ts for how it is found).
module.exports = { skipDownload: true };
