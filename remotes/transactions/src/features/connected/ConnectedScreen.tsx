// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function ConnectedScreen() {
  return <h1>Thanks for sharing your transaction data!</h1>;
}
