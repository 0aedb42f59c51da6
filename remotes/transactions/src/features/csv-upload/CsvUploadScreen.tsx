// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function CsvUploadScreen() {
  return <h1>Upload your transactions</h1>;
}
