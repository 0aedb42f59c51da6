// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function DocumentsReceivedScreen() {
  return <h1>Documents Received!</h1>;
}
