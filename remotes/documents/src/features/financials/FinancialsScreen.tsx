// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function FinancialsScreen() {
  return <h1>Upload Your Documents</h1>;
}
