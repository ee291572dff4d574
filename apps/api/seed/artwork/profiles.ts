import type { Pt } from './geometry';

// Side profiles of the four body styles, in millimetres (x from the rear bumper, h above the
// ground), traced from typical Indian-market dimensions. The front of the car is on the right.

export interface Profile {
  length: number;
  wheelRadius: number;
  rearAxle: number;
  frontAxle: number;
  /** Body outline from the rear bumper's bottom over the roof to the front bumper's bottom. */
  upper: Pt[];
  /** Daylight opening: the side glass as one shape. */
  glass: Pt[];
  /** Pillars cut across the glass: x at the beltline, width, lean (mm forward per mm up). */
  pillars: { x: number; width: number; lean: number; tone: 'dark' | 'body' }[];
  beltline: number;
  headlamp: Pt[];
  taillamp: Pt[];
  /** Black plastic over the arches and sills (SUVs). */
  cladding: boolean;
  roofRails: boolean;
}

export const HATCHBACK: Profile = {
  length: 3845,
  wheelRadius: 320,
  rearAxle: 690,
  frontAxle: 3140,
  upper: [
    [70, 330, 'corner'],
    [12, 470],
    [0, 640],
    [40, 900],
    [150, 1130],
    [330, 1370],
    [520, 1480],
    [1100, 1525],
    [1750, 1518],
    [2050, 1440],
    [2760, 1080],
    [3280, 975],
    [3650, 905],
    [3795, 790],
    [3845, 600],
    [3825, 420],
    [3770, 330, 'corner'],
  ],
  glass: [
    [470, 1100, 'corner'],
    [600, 1320],
    [760, 1440],
    [1760, 1458],
    [2010, 1398],
    [2680, 1078, 'corner'],
  ],
  pillars: [
    { x: 1660, width: 85, lean: -0.12, tone: 'dark' },
    { x: 800, width: 170, lean: -0.5, tone: 'dark' },
  ],
  beltline: 1080,
  headlamp: [
    [3330, 975],
    [3680, 905],
    [3800, 790, 'corner'],
    [3740, 765],
    [3430, 860, 'corner'],
  ],
  taillamp: [
    [22, 905],
    [70, 1100],
    [230, 1110],
    [260, 1040],
    [60, 900, 'corner'],
  ],
  cladding: false,
  roofRails: false,
};

export const SEDAN: Profile = {
  length: 4580,
  wheelRadius: 330,
  rearAxle: 900,
  frontAxle: 3500,
  upper: [
    [90, 340, 'corner'],
    [20, 480],
    [0, 650],
    [18, 880],
    [70, 1010, 'corner'],
    [300, 1045],
    [760, 1075],
    [1120, 1280],
    [1520, 1440],
    [2200, 1490],
    [2640, 1465],
    [2900, 1385],
    [3350, 1080],
    [3900, 985],
    [4350, 915],
    [4535, 805],
    [4580, 620],
    [4560, 430],
    [4490, 340, 'corner'],
  ],
  glass: [
    [830, 1095, 'corner'],
    [1170, 1275],
    [1540, 1410],
    [2620, 1430],
    [2860, 1365],
    [3280, 1090, 'corner'],
  ],
  pillars: [
    { x: 2260, width: 90, lean: -0.1, tone: 'dark' },
    { x: 1330, width: 60, lean: -0.35, tone: 'dark' },
  ],
  beltline: 1090,
  headlamp: [
    [3880, 970],
    [4340, 905],
    [4530, 805, 'corner'],
    [4450, 790],
    [4020, 880, 'corner'],
  ],
  taillamp: [
    [25, 860],
    [70, 1005],
    [330, 1040],
    [360, 975],
    [60, 880, 'corner'],
  ],
  cladding: false,
  roofRails: false,
};

export const SUV: Profile = {
  length: 4330,
  wheelRadius: 370,
  rearAxle: 830,
  frontAxle: 3440,
  upper: [
    [85, 450, 'corner'],
    [20, 570],
    [0, 740],
    [12, 1010],
    [45, 1220],
    [110, 1460],
    [230, 1600],
    [600, 1640],
    [2480, 1640],
    [2740, 1595],
    [3250, 1250],
    [3820, 1170],
    [4190, 1125],
    [4305, 1020],
    [4330, 770],
    [4300, 520],
    [4220, 450, 'corner'],
  ],
  glass: [
    [300, 1255, 'corner'],
    [330, 1440],
    [440, 1565],
    [2470, 1580],
    [2690, 1535],
    [3170, 1250, 'corner'],
  ],
  pillars: [
    { x: 2150, width: 95, lean: -0.08, tone: 'dark' },
    { x: 1330, width: 80, lean: -0.1, tone: 'dark' },
    { x: 520, width: 230, lean: -0.25, tone: 'body' },
  ],
  beltline: 1250,
  headlamp: [
    [3700, 1150],
    [4200, 1105],
    [4310, 1020, 'corner'],
    [4240, 1005],
    [3800, 1095, 'corner'],
  ],
  taillamp: [
    [15, 1090],
    [45, 1250],
    [250, 1250],
    [270, 1190],
    [30, 1080, 'corner'],
  ],
  cladding: true,
  roofRails: true,
};

export const MUV: Profile = {
  length: 4735,
  wheelRadius: 350,
  rearAxle: 980,
  frontAxle: 3730,
  upper: [
    [90, 385, 'corner'],
    [20, 545],
    [0, 730],
    [10, 1110],
    [40, 1410],
    [110, 1650],
    [250, 1770],
    [1000, 1795],
    [2700, 1790],
    [3060, 1735],
    [3650, 1235],
    [4250, 1085],
    [4600, 995],
    [4720, 825],
    [4735, 640],
    [4700, 455],
    [4620, 385, 'corner'],
  ],
  glass: [
    [235, 1255, 'corner'],
    [265, 1500],
    [385, 1690],
    [2710, 1710],
    [2980, 1660],
    [3580, 1245, 'corner'],
  ],
  pillars: [
    { x: 2330, width: 95, lean: -0.05, tone: 'dark' },
    { x: 1300, width: 85, lean: -0.05, tone: 'dark' },
    { x: 440, width: 120, lean: -0.2, tone: 'dark' },
  ],
  beltline: 1250,
  headlamp: [
    [4080, 1120],
    [4590, 1000],
    [4720, 830, 'corner'],
    [4640, 820],
    [4200, 1050, 'corner'],
  ],
  taillamp: [
    [10, 1150],
    [40, 1420],
    [200, 1420],
    [220, 1330],
    [25, 1140, 'corner'],
  ],
  cladding: false,
  roofRails: true,
};

/** The same body style at another size (e.g. a compact or a larger SUV). */
export function resized(base: Profile, length: number, heightFactor = 1): Profile {
  const sx = length / base.length;
  const pt = (p: Pt): Pt =>
    p[2] ? [p[0] * sx, p[1] * heightFactor, p[2]] : [p[0] * sx, p[1] * heightFactor];
  return {
    ...base,
    length,
    wheelRadius: base.wheelRadius * Math.min(1.06, Math.max(sx, heightFactor)),
    rearAxle: base.rearAxle * sx,
    frontAxle: base.frontAxle * sx,
    upper: base.upper.map(pt),
    glass: base.glass.map(pt),
    pillars: base.pillars.map((p) => ({ ...p, x: p.x * sx })),
    beltline: base.beltline * heightFactor,
    headlamp: base.headlamp.map(pt),
    taillamp: base.taillamp.map(pt),
  };
}
