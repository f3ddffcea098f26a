/**
 * The catalogue of the bench's data set: 8 categories of 5 subcategories each, with a typical
 * kabadiwala's buying price in Rs per kg (dealers vary around it). Its own list, not the demo
 * seed's: the bench must not depend on what the demo shows.
 */
export type BenchCategory = { name: string; subcategories: { name: string; basePricePerKg: number }[] };

export const benchCatalogue: BenchCategory[] = [
  {
    name: 'Paper',
    subcategories: [
      { name: 'Newspaper', basePricePerKg: 14 },
      { name: 'Cardboard', basePricePerKg: 8 },
      { name: 'Books & Magazines', basePricePerKg: 12 },
      { name: 'Office Paper', basePricePerKg: 10 },
      { name: 'Mixed Paper', basePricePerKg: 6 },
    ],
  },
  {
    name: 'Plastic',
    subcategories: [
      { name: 'PET Bottles', basePricePerKg: 15 },
      { name: 'Hard Plastic', basePricePerKg: 12 },
      { name: 'Plastic Bags & Film', basePricePerKg: 5 },
      { name: 'HDPE Containers', basePricePerKg: 18 },
      { name: 'PVC Pipes', basePricePerKg: 10 },
    ],
  },
  {
    name: 'Metal',
    subcategories: [
      { name: 'Iron', basePricePerKg: 28 },
      { name: 'Steel', basePricePerKg: 35 },
      { name: 'Aluminium', basePricePerKg: 110 },
      { name: 'Copper', basePricePerKg: 650 },
      { name: 'Brass', basePricePerKg: 380 },
    ],
  },
  {
    name: 'E-waste',
    subcategories: [
      { name: 'Mobiles', basePricePerKg: 120 },
      { name: 'Laptops', basePricePerKg: 60 },
      { name: 'Computer Monitors', basePricePerKg: 20 },
      { name: 'Batteries', basePricePerKg: 70 },
      { name: 'Printers', basePricePerKg: 15 },
    ],
  },
  {
    name: 'Glass',
    subcategories: [
      { name: 'Glass Bottles', basePricePerKg: 2 },
      { name: 'Broken Glass', basePricePerKg: 1 },
      { name: 'Window Glass', basePricePerKg: 2 },
      { name: 'Mirrors', basePricePerKg: 1.5 },
      { name: 'Glass Jars', basePricePerKg: 2 },
    ],
  },
  {
    name: 'Textiles',
    subcategories: [
      { name: 'Old Clothes', basePricePerKg: 5 },
      { name: 'Cotton Waste', basePricePerKg: 8 },
      { name: 'Bedsheets & Curtains', basePricePerKg: 4 },
      { name: 'Jute Bags', basePricePerKg: 6 },
      { name: 'Shoes & Bags', basePricePerKg: 3 },
    ],
  },
  {
    name: 'Rubber',
    subcategories: [
      { name: 'Tyres', basePricePerKg: 4 },
      { name: 'Tubes', basePricePerKg: 10 },
      { name: 'Rubber Sheets', basePricePerKg: 8 },
      { name: 'Rubber Footwear', basePricePerKg: 5 },
      { name: 'Conveyor Belts', basePricePerKg: 6 },
    ],
  },
  {
    name: 'Appliances',
    subcategories: [
      { name: 'Refrigerators', basePricePerKg: 15 },
      { name: 'Washing Machines', basePricePerKg: 18 },
      { name: 'Air Conditioners', basePricePerKg: 40 },
      { name: 'Ceiling Fans', basePricePerKg: 30 },
      { name: 'Air Coolers', basePricePerKg: 14 },
    ],
  },
];

/** A storage key as the server keeps it ('bench/subcategories/books-magazines.svg'). */
export function imageKey(kind: 'categories' | 'subcategories', name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `bench/${kind}/${slug}.svg`;
}
