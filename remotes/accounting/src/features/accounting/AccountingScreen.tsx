// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function AccountingScreen() {
  return <h1>Connect your accounting system</h1>;
}
