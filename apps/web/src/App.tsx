/** Placeholder shell until the screens of the spec are built on @certidao/ui. */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', textAlign: 'center' }}>
      <h1>Certidão Ágil</h1>
      <p>Certidões oficiais online, em minutos.</p>
    </main>
  );
}
