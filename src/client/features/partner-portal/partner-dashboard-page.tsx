// placeholder: replaced by the page's real implementation
export default function PartnerDashboardPage() {
  return <main id="main">PartnerDashboardPage</main>;
}
