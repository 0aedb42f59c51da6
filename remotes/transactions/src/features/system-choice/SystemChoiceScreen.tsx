// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function SystemChoiceScreen() {
  return <h1>Connect Your Systems</h1>;
}
