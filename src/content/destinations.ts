/**
 * The trips the agency sells: id (as in the URL), title, base price per person in euro
 * (0 = not priced yet, shown at the fallback price) and length in days.
 */
export type DestinationFacts = {
  id: string;
  title: string;
  basePrice: number;
  tripDays: number;
};

export const destinationFacts: readonly DestinationFacts[] = [
  { id: 'bali-singapore', title: 'Bali & Singapore', basePrice: 2100, tripDays: 10 },
  { id: 'thailandia', title: 'Thailandia', basePrice: 2000, tripDays: 10 },
  { id: 'maldive-dubai', title: 'Maldive & Dubai', basePrice: 2400, tripDays: 10 },
  { id: 'tokyo-kyoto', title: 'Tokyo & Kyoto', basePrice: 2200, tripDays: 10 },
  { id: 'new-york-miami', title: 'New York & Miami', basePrice: 2900, tripDays: 10 },
  { id: 'la-vegas', title: 'Los Angeles & Las Vegas', basePrice: 2800, tripDays: 10 },
  { id: 'tanzania-zanzibar', title: 'Tanzania & Zanzibar', basePrice: 2100, tripDays: 9 },
  { id: 'islanda-norvegia', title: 'Islanda & Norvegia', basePrice: 1600, tripDays: 8 },
  { id: 'peru-machu-picchu', title: 'Perù & Machu Picchu', basePrice: 2000, tripDays: 8 },
  { id: 'hawaii', title: 'Hawaii', basePrice: 2500, tripDays: 7 },
  { id: 'grecia', title: 'Grecia: Atene & Santorini', basePrice: 1400, tripDays: 7 },
  { id: 'seychelles-dubai', title: 'Seychelles & Dubai', basePrice: 2200, tripDays: 7 },
  { id: 'sharm-el-sheikh', title: 'Sharm el-Sheikh', basePrice: 1200, tripDays: 7 },
  {
    id: 'canada-vancouver-rockies',
    title: 'Canada: Vancouver e Montagne Rocciose',
    basePrice: 0,
    tripDays: 10,
  },
  { id: 'india-triangolo-oro', title: "India: il Triangolo d'Oro", basePrice: 0, tripDays: 9 },
  {
    id: 'cina-pechino-xian-shanghai',
    title: 'Cina: Pechino, Xi’an e Shanghai',
    basePrice: 0,
    tripDays: 8,
  },
  { id: 'kenya-safari-experience', title: 'Kenya Safari Experience', basePrice: 0, tripDays: 10 },
  { id: 'praga-budapest', title: 'Praga & Budapest', basePrice: 800, tripDays: 5 },
  { id: 'londra-harry-potter', title: 'Londra & Harry Potter', basePrice: 950, tripDays: 5 },
  { id: 'parigi-disneyland', title: 'Parigi & Disneyland', basePrice: 900, tripDays: 5 },
  { id: 'venezia-verona', title: 'Venezia & Verona', basePrice: 850, tripDays: 4 },
];
