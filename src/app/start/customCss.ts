/**
 * The instance's /assets/custom.css is added to the page. Our styles sit in a
 * cascade layer, so this stylesheet wins wherever it is placed.
 */
export function loadCustomCss(doc: Document = document): void {
  if (doc.querySelector("link[data-custom-css]")) return;
  const link = doc.createElement("link");
  link.rel = "stylesheet";
  link.href = "/assets/custom.css";
  link.dataset.customCss = "";
  doc.head.append(link);
}
