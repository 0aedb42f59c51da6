// Placeholder until the feature is built: the route resolves and shows the screen's heading.
export default function EmailCheckScreen() {
  return <h1>Check Your Email!</h1>;
}
