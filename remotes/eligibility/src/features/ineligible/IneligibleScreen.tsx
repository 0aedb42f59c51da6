// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function IneligibleScreen() {
  return <h1>Thank you for applying</h1>;
}
