// placeholder: replaced by the page's real implementation
export default function AdminMapViewPage() {
  return <main id="main">AdminMapViewPage</main>;
}
