// placeholder: replaced by the page's real implementation
export default function LandlordDashboardPage() {
  return <main id="main">LandlordDashboardPage</main>;
}
