// Messages between the benchmark and its server process.

export type ToServer =
  | { type: 'book' }
  | { type: 'list'; total: number }
  | { type: 'search'; cars: number; bookings: number }
  | { type: 'customers'; renters: number; bookingsEach: number }
  | { type: 'reports'; cars: number; bookings: number }
  | { type: 'stop' };

export type FromServer =
  | {
      type: 'ready';
      realUrl: string;
      bareUrl: string;
      carId: string;
      tokens: string[];
      sizes: { cars: number; car: number };
    }
  | { type: 'book-ready'; bookingCarIds: string[]; size: number }
  | { type: 'list-url'; url: string; token: string }
  | { type: 'list-ready'; count: number }
  | { type: 'search-ready'; url: string; seconds: number }
  | { type: 'customers-ready'; url: string; token: string; seconds: number }
  | {
      type: 'reports-ready';
      url: string;
      token: string;
      from: string;
      to: string;
      seconds: number;
    };
