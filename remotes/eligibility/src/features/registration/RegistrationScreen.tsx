// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function RegistrationScreen() {
  return <h1>Eligibility Check</h1>;
}
