// placeholder: replaced by the page's real implementation
export default function LandlordSignupPage() {
  return <main id="main">LandlordSignupPage</main>;
}
