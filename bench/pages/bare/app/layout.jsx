export const metadata = { title: 'Bare Next.js app (bench:pages)' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
