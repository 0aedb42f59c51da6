// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function CredentialsScreen() {
  return <h1>Connect your payment system</h1>;
}
