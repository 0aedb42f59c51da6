// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function EligibleScreen() {
  return <h1>Eligibility result</h1>;
}
