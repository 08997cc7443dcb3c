// placeholder: replaced by the page's real implementation
export default function AdminLoginPage() {
  return <main id="main">AdminLoginPage</main>;
}
