// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function MonthlyMappingScreen() {
  return <h1>Monthly management accounts</h1>;
}
