// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function StepOneScreen() {
  return <h1>Eligibility step one</h1>;
}
