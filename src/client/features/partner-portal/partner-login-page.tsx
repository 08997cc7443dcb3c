// placeholder: replaced by the page's real implementation
export default function PartnerLoginPage() {
  return <main id="main">PartnerLoginPage</main>;
}
