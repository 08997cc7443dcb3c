// placeholder: replaced by the page's real implementation
export default function LandlordLoginPage() {
  return <main id="main">LandlordLoginPage</main>;
}
