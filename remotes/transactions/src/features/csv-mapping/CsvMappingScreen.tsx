// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function CsvMappingScreen() {
  return <h1>Great, Your Transaction File is Uploaded!</h1>;
}
