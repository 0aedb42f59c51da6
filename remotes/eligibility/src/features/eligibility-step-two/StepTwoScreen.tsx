// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function StepTwoScreen() {
  return <h1>Eligibility step two</h1>;
}
