import { m, type ModelSpec, type Powertrain } from './catalogue.ts';

/** A motorcycle powertrain: displacement in cc, final drive chain/belt/shaft. */
function bike(cc: number, cylinders: number, drive: 'Chain' | 'Belt' | 'Shaft', torqueNm: number, gears = 6): Powertrain {
  const scooter = gears === 1;
  return {
    fuel: 'Petrol',
    cc,
    fuelText: cc >= 1000 ? 'Premium Unleaded Petrol' : 'Unleaded Petrol',
    litres: Math.round(cc / 100) / 10,
    cylinders,
    induction: 'Aspirated',
    transmission: scooter ? 'Automatic' : 'Manual',
    gears,
    drive,
    consumption: Math.round((2.5 + cc / 420) * 10) / 10,
    tank: Math.round(8 + cc / 75),
    torque: `${torqueNm}Nm`,
  };
}

const electric = (torqueNm: number): Powertrain => ({
  fuel: 'Electric',
  fuelText: 'Electric',
  litres: 0,
  cylinders: 0,
  induction: null,
  transmission: 'Automatic',
  gears: 1,
  drive: 'Belt',
  consumption: null,
  tank: null,
  torque: `${torqueNm}Nm`,
});

export const BIKE_FRANCHISE: Record<string, readonly ModelSpec[]> = {
  Honda: [
    m('Honda', 'CBR650R', 'RH02', 'sport', ['CBR650R', 'E-Clutch'], [2021, 2026], [14990, 16490], bike(649, 4, 'Chain', 63), { weight: 2 }),
    m('Honda', 'CB650R', 'RH02', 'naked', ['CB650R', 'E-Clutch'], [2021, 2026], [13490, 14990], bike(649, 4, 'Chain', 63)),
    m('Honda', 'Africa Twin', 'CRF1100L', 'adventure', ['Standard', 'Adventure Sports ES', 'DCT'], [2020, 2026], [23990, 30990], bike(1084, 2, 'Chain', 112), {
      weight: 2,
    }),
    m('Honda', 'CRF300L', 'MD47', 'dirt', ['CRF300L', 'Rally'], [2021, 2026], [8990, 10490], bike(286, 1, 'Chain', 26), { seats: 1 }),
    m('Honda', 'Rebel 500', 'PC60', 'cruiser', ['Rebel 500', 'SE'], [2020, 2026], [10990, 12490], bike(471, 2, 'Chain', 43)),
    m('Honda', 'ADV350', 'NSS350', 'scooter', ['ADV350'], [2022, 2026], [8990, 8990], bike(330, 1, 'Belt', 31, 1)),
    m('Honda', 'Gold Wing', 'GL1800', 'touring', ['Tour DCT'], [2021, 2026], [49990, 54990], bike(1833, 6, 'Shaft', 170, 7), { weight: 0.5 }),
  ],
  Yamaha: [
    m('Yamaha', 'MT-07', 'RM33', 'naked', ['MT-07', 'LAMS'], [2019, 2026], [12990, 13990], bike(689, 2, 'Chain', 67), { weight: 3 }),
    m('Yamaha', 'MT-09', 'RN69', 'naked', ['MT-09', 'SP'], [2021, 2026], [17990, 21990], bike(890, 3, 'Chain', 93), { weight: 2 }),
    m('Yamaha', 'YZF-R7', 'RM39', 'sport', ['YZF-R7'], [2022, 2026], [14990, 15990], bike(689, 2, 'Chain', 67)),
    m('Yamaha', 'Ténéré 700', 'DM11', 'adventure', ['Ténéré 700', 'World Raid'], [2020, 2026], [19990, 24990], bike(689, 2, 'Chain', 68), { weight: 2 }),
    m('Yamaha', 'WR250F', 'CG42', 'dirt', ['WR250F'], [2020, 2026], [13490, 13990], bike(250, 1, 'Chain', 26), { seats: 1 }),
    m('Yamaha', 'TMAX', 'SJ19', 'scooter', ['TMAX 560', 'Tech MAX'], [2020, 2026], [22990, 25990], bike(562, 2, 'Belt', 56, 1)),
  ],
  Kawasaki: [
    m('Kawasaki', 'Ninja 650', 'EX650', 'sport', ['Ninja 650', 'LAMS'], [2019, 2026], [11990, 12490], bike(649, 2, 'Chain', 64), { weight: 2 }),
    m('Kawasaki', 'Z900', 'ZR900', 'naked', ['Z900', 'SE'], [2020, 2026], [16490, 18990], bike(948, 4, 'Chain', 98), { weight: 2 }),
    m('Kawasaki', 'Versys 650', 'KLE650', 'touring', ['LAMS', 'S'], [2020, 2026], [13490, 14990], bike(649, 2, 'Chain', 61)),
    m('Kawasaki', 'KLX300', 'LX300', 'dirt', ['KLX300', 'SM'], [2021, 2026], [8490, 8990], bike(292, 1, 'Chain', 25), { seats: 1 }),
    m('Kawasaki', 'Vulcan S', 'EN650', 'cruiser', ['LAMS', 'Café'], [2019, 2026], [11990, 12990], bike(649, 2, 'Chain', 63)),
    m('Kawasaki', 'Ninja e-1', 'EX100', 'sport', ['Ninja e-1'], [2024, 2026], [13990, 13990], electric(40), { weight: 0.8 }),
    m('Kawasaki', 'Z e-1', 'ZR100', 'naked', ['Z e-1'], [2024, 2026], [12490, 12490], electric(40), { weight: 0.8 }),
  ],
  Suzuki: [
    m('Suzuki', 'GSX-S1000', 'EK1', 'naked', ['GSX-S1000', 'GT'], [2021, 2026], [17990, 21490], bike(999, 4, 'Chain', 106)),
    m('Suzuki', 'V-Strom 650', 'DL650', 'adventure', ['V-Strom 650', 'XT'], [2017, 2026], [12990, 14490], bike(645, 2, 'Chain', 62), { weight: 2 }),
    m('Suzuki', 'DR-Z400E', 'DR-Z4', 'dirt', ['DR-Z400E'], [2017, 2026], [10990, 11490], bike(398, 1, 'Chain', 39), { seats: 1 }),
    m('Suzuki', 'Hayabusa', 'GSX1300R', 'sport', ['Hayabusa'], [2022, 2026], [29990, 30990], bike(1340, 4, 'Chain', 150), { weight: 0.5 }),
  ],
  KTM: [
    m('KTM', '390 Duke', 'JPJ', 'naked', ['390 Duke'], [2021, 2026], [8990, 9990], bike(399, 1, 'Chain', 39), { weight: 2 }),
    m('KTM', '890 Adventure', 'KTM890', 'adventure', ['890 Adventure', 'R'], [2021, 2026], [21990, 25990], bike(889, 2, 'Chain', 100), { weight: 2 }),
    m('KTM', '450 SX-F', 'SXF450', 'dirt', ['450 SX-F', 'Factory Edition'], [2022, 2026], [15990, 17490], bike(450, 1, 'Chain', 51), { seats: 1 }),
    m('KTM', '1290 Super Duke R', 'EVO', 'naked', ['EVO'], [2021, 2025], [29990, 31990], bike(1301, 2, 'Chain', 140)),
  ],
  'Harley-Davidson': [
    m('Harley-Davidson', 'Street Glide', 'FLHX', 'touring', ['Street Glide', 'Special'], [2019, 2026], [44990, 49990], bike(1923, 2, 'Belt', 176), {
      weight: 2,
    }),
    m('Harley-Davidson', 'Fat Boy', 'FLFBS', 'cruiser', ['114'], [2018, 2026], [36990, 38990], bike(1868, 2, 'Belt', 155), { weight: 2 }),
    m('Harley-Davidson', 'Sportster S', 'RH1250S', 'cruiser', ['Sportster S'], [2021, 2026], [27990, 28990], bike(1252, 2, 'Belt', 127)),
    m('Harley-Davidson', 'Low Rider S', 'FXLRS', 'cruiser', ['Low Rider S', 'ST'], [2020, 2026], [33990, 37990], bike(1868, 2, 'Belt', 160)),
  ],
  Ducati: [
    m('Ducati', 'Panigale V4', 'V4', 'sport', ['V4', 'V4 S'], [2020, 2026], [41990, 52990], bike(1103, 4, 'Chain', 124), { weight: 0.7 }),
    m('Ducati', 'Monster', '937', 'naked', ['Monster', 'Plus', 'SP'], [2021, 2026], [20990, 25990], bike(937, 2, 'Chain', 93), { weight: 2 }),
    m('Ducati', 'Multistrada V4', 'V4', 'adventure', ['V4', 'V4 S', 'Rally'], [2021, 2026], [34990, 46990], bike(1158, 4, 'Chain', 125)),
    m('Ducati', 'Scrambler', 'Icon 2G', 'naked', ['Icon', 'Full Throttle'], [2019, 2026], [16990, 19990], bike(803, 2, 'Chain', 65)),
  ],
  BMW: [
    m('BMW', 'R 1300 GS', 'K50', 'adventure', ['Option 719', 'Trophy', 'Triple Black'], [2024, 2026], [34990, 42990], bike(1300, 2, 'Shaft', 149), {
      weight: 2,
    }),
    m('BMW', 'S 1000 RR', 'K67', 'sport', ['S 1000 RR', 'M Package'], [2020, 2026], [33990, 40990], bike(999, 4, 'Chain', 113)),
    m('BMW', 'F 900 R', 'K83', 'naked', ['F 900 R'], [2020, 2026], [15990, 16990], bike(895, 2, 'Chain', 92)),
    m('BMW', 'G 310 GS', 'K02', 'adventure', ['G 310 GS'], [2019, 2026], [8990, 9490], bike(313, 1, 'Chain', 28)),
  ],
  Triumph: [
    m('Triumph', 'Street Triple 765', 'H8', 'naked', ['R', 'RS', 'Moto2 Edition'], [2020, 2026], [17990, 24990], bike(765, 3, 'Chain', 80), { weight: 2 }),
    m('Triumph', 'Tiger 900', 'C701', 'adventure', ['GT Pro', 'Rally Pro'], [2020, 2026], [24990, 26990], bike(888, 3, 'Chain', 90)),
    m('Triumph', 'Bonneville T120', 'DU01', 'naked', ['T120', 'Black'], [2018, 2026], [21990, 22990], bike(1200, 2, 'Chain', 105)),
    m('Triumph', 'Speed 400', 'TE1', 'naked', ['Speed 400'], [2024, 2026], [7990, 7990], bike(398, 1, 'Chain', 37), { weight: 2 }),
    m('Triumph', 'Rocket 3', 'R3', 'cruiser', ['R', 'GT'], [2020, 2026], [33990, 35990], bike(2458, 3, 'Shaft', 225), { weight: 0.5 }),
  ],
};
