'use client';

/**
 * The fallback when rendering the error itself fails: no providers, no
 * translations loaded, so both languages are shown.
 */
export default function GlobalError() {
  return (
    <html lang="th">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          display: 'grid',
          placeItems: 'center',
          minHeight: '100vh',
          margin: 0,
        }}
      >
        <main style={{ textAlign: 'center', padding: 24 }}>
          <h1>เกิดข้อผิดพลาด / Something went wrong</h1>
          <p>กรุณาลองใหม่อีกครั้ง / Please try again.</p>
          {/* A full page load on purpose: the app itself failed to render. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">กลับหน้าแรก / Go home</a>
        </main>
      </body>
    </html>
  );
}
