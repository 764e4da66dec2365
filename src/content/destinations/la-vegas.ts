import type { Destination } from '../types.ts';

export const laVegas: Destination = {
  id: 'la-vegas',
  title: 'Los Angeles & Las Vegas',
  description:
    'Da Hollywood al Grand Canyon in minibus privato: il tramonto dal Griffith Observatory, in bici da Santa Monica a Venice, la traversata del deserto del Mojave, le luci della Strip, il Red Rock Canyon e l’alba sul South Rim. Dieci giorni on the road, in un gruppo di dieci.',
  price: 2800,
  tripDays: 10,
  categoryId: 'city',
  flights:
    'Voli di linea da Roma Fiumicino e Milano Malpensa per Los Angeles con un solo scalo in Europa, rientro da Las Vegas via New York o Francoforte. Bagaglio da 23 kg in stiva incluso.',
  hotels: [
    {
      name: 'Le Méridien Delfina Santa Monica',
      stars: 4,
      description:
        'A pochi isolati dal molo e dalla spiaggia di Santa Monica, con piscina e biciclette a disposizione per la pista ciclabile sull’oceano.',
    },
    {
      name: 'Paris Las Vegas',
      stars: 4,
      description:
        'Al centro della Strip, con la sua Tour Eiffel in scala, il casinò e le fontane del Bellagio proprio di fronte.',
    },
    {
      name: 'Best Western Premier Grand Canyon Squire Inn',
      stars: 3,
      description:
        'A Tusayan, a dieci minuti di strada dall’ingresso sud del parco: comodo per il tramonto sul canyon e la sveglia all’alba.',
    },
  ],
  experiences: [
    {
      title: 'Griffith Observatory al tramonto',
      description:
        'La scritta Hollywood da un lato e la griglia infinita di Los Angeles dall’altro, mentre la città si accende sotto di te.',
    },
    {
      title: 'In bici da Santa Monica a Venice',
      description:
        'Pedali sulla Strand tra surfisti, skater e la palestra all’aperto di Muscle Beach, fino ai canali di Venice.',
    },
    {
      title: 'Il Mojave on the road',
      description:
        'Città fantasma di Calico, milkshake in un diner anni Cinquanta e i totem colorati di Seven Magic Mountains prima di Las Vegas.',
    },
    {
      title: 'Alba sul Grand Canyon',
      description:
        'Da Mather Point guardi la luce scendere strato dopo strato fino al fiume Colorado, un chilometro e mezzo più in basso.',
    },
    {
      title: 'Red Rock Canyon',
      description:
        'Arenarie rosse e bianche a mezz’ora dalla Strip, con una breve camminata tra le rocce fino alle pozze di Calico Tanks.',
    },
  ],
  includes: [
    'Voli di linea A/R dall’Italia con bagaglio da 23 kg e tasse aeroportuali',
    '9 notti: 4 a Santa Monica e 4 a Las Vegas in hotel 4 stelle, 1 a Tusayan presso il Grand Canyon',
    'Colazione ogni giorno, pranzo al diner di Yermo, cena di benvenuto a Santa Monica e di arrivederci a Las Vegas',
    'Minibus privato con autista per tutto il tour, compresi i trasferimenti da e per gli aeroporti',
    'Visite guidate in italiano di Hollywood, Beverly Hills e Downtown Los Angeles',
    'Warner Bros. Studio Tour Hollywood e noleggio bici Santa Monica–Venice',
    'Ingressi al Grand Canyon National Park, al Red Rock Canyon, a Calico e alla diga di Hoover',
    'Due coordinatori Maestrale Viaggi al seguito, per un gruppo di massimo 10 persone',
    'Assicurazione medico-bagaglio completa, con massimale adeguato agli Stati Uniti',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Volo per Los Angeles',
      description:
        'Ritrovo in aeroporto con i due coordinatori Maestrale e volo per Los Angeles con scalo europeo. Con nove ore di fuso atterri al LAX nel pomeriggio: il minibus ti porta a Santa Monica in mezz’ora e fai in tempo a vedere il sole tuffarsi nel Pacifico dal molo, accanto al cartello che segna la fine della Route 66.',
      activities: [
        {
          time: '07:00',
          title: 'Volo per Los Angeles con scalo',
          type: 'flight',
          location: 'Roma Fiumicino / Milano Malpensa',
        },
        {
          time: '15:30',
          title: 'Arrivo e trasferimento a Santa Monica',
          type: 'transfer',
          location: 'Aeroporto LAX',
        },
        {
          time: '17:00',
          title: 'Check-in',
          type: 'hotel',
          location: 'Le Méridien Delfina Santa Monica',
        },
        {
          time: 'Tramonto',
          title: 'Santa Monica Pier e fine della Route 66',
          type: 'free',
          location: 'Santa Monica',
        },
        { time: 'Sera', title: 'Cena di benvenuto', type: 'food', location: 'Ocean Avenue' },
      ],
    },
    {
      day: 2,
      title: 'Hollywood e Griffith Observatory',
      description:
        'Sulla Walk of Fame cerchi la stella del tuo attore preferito, poi confronti le tue mani con le impronte nel cemento del TCL Chinese Theatre. Dopo le ville di Beverly Hills e le vetrine di Rodeo Drive, sali al Griffith Observatory: la scritta Hollywood sulla collina e Los Angeles che si accende fino all’orizzonte.',
      highlight: true,
      activities: [
        {
          time: '09:30',
          title: 'Walk of Fame e TCL Chinese Theatre',
          type: 'tour',
          location: 'Hollywood Boulevard',
        },
        { time: 'Pranzo', title: 'Pranzo al Farmers Market', type: 'food', location: 'Fairfax' },
        {
          time: '14:30',
          title: 'Beverly Hills e Rodeo Drive',
          type: 'tour',
          location: 'Beverly Hills',
        },
        {
          time: 'Tramonto',
          title: 'Terrazze del Griffith Observatory',
          type: 'activity',
          location: 'Griffith Park',
        },
      ],
    },
    {
      day: 3,
      title: 'Studios e Downtown LA',
      description:
        'Mattina dietro le quinte al Warner Bros. Studio Tour di Burbank, tra i set di Friends, la Batmobile e i vicoli di finte città. A pranzo assaggi i banchi del Grand Central Market, poi sali con la funicolare Angels Flight e cammini tra le lamiere ondulate della Walt Disney Concert Hall di Frank Gehry e The Broad.',
      activities: [
        {
          time: '09:00',
          title: 'Warner Bros. Studio Tour Hollywood',
          type: 'tour',
          location: 'Burbank',
        },
        {
          time: '13:00',
          title: 'Pranzo al Grand Central Market',
          type: 'food',
          location: 'Downtown LA',
        },
        {
          time: '14:30',
          title: 'Angels Flight, Walt Disney Concert Hall e The Broad',
          type: 'tour',
          location: 'Bunker Hill',
        },
        {
          time: 'Sera',
          title: 'Serata libera a Santa Monica',
          type: 'free',
          location: 'Third Street Promenade',
        },
      ],
    },
    {
      day: 4,
      title: 'Venice Beach e Malibu',
      description:
        'Inforchi la bici sulla Strand e in venti minuti sei a Venice Beach, tra i pesi di Muscle Beach, lo skatepark e i murales del boardwalk; a piedi raggiungi i canali e i ponticelli voluti da Abbot Kinney. Nel pomeriggio la Pacific Coast Highway ti porta a Malibu, per il tramonto tra gli scogli di El Matador.',
      activities: [
        {
          time: '09:30',
          title: 'In bici sulla Strand fino a Venice',
          type: 'activity',
          location: 'Santa Monica – Venice',
        },
        {
          time: '11:00',
          title: 'Venice Canals e Abbot Kinney Boulevard',
          type: 'tour',
          location: 'Venice',
        },
        { time: 'Pranzo', title: 'Fish tacos sull’oceano', type: 'food', location: 'Malibu' },
        {
          time: 'Pomeriggio',
          title: 'Pacific Coast Highway',
          type: 'transfer',
          location: 'Malibu',
        },
        { time: 'Tramonto', title: 'El Matador State Beach', type: 'beach', location: 'Malibu' },
      ],
    },
    {
      day: 5,
      title: 'Attraverso il Mojave fino a Las Vegas',
      description:
        'Circa 430 chilometri di deserto: superato il Cajon Pass, il paesaggio si svuota di tutto tranne yucca e binari. Visiti Calico, città mineraria dell’argento del 1881, pranzi con hamburger e milkshake nel diner anni Cinquanta di Yermo e fotografi i sassi fluo di Seven Magic Mountains. La sera, le fontane del Bellagio danzano per te.',
      activities: [
        {
          time: '08:00',
          title: 'Partenza in minibus per il deserto',
          type: 'transfer',
          location: 'Santa Monica',
        },
        { time: '11:00', title: 'Città fantasma di Calico', type: 'tour', location: 'Calico' },
        {
          time: '13:00',
          title: 'Pranzo in un diner anni Cinquanta',
          type: 'food',
          location: 'Yermo',
        },
        {
          time: '16:00',
          title: 'Seven Magic Mountains',
          type: 'activity',
          location: 'Deserto di Ivanpah',
        },
        {
          time: '17:30',
          title: 'Check-in sulla Strip',
          type: 'hotel',
          location: 'Paris Las Vegas',
        },
        { time: 'Sera', title: 'Fontane del Bellagio', type: 'free', location: 'Las Vegas Strip' },
      ],
    },
    {
      day: 6,
      title: 'Red Rock Canyon e Fremont Street',
      description:
        'A mezz’ora dalla Strip il Red Rock Canyon sembra un altro pianeta: percorri la strada panoramica di 13 miglia e cammini tra le arenarie fino alle pozze di Calico Tanks. Pomeriggio in piscina a recuperare, poi la sera nella vecchia Las Vegas, sotto la volta luminosa di Fremont Street e tra le insegne storiche del Neon Museum.',
      activities: [
        {
          time: '08:00',
          title: 'Scenic Drive e sentiero di Calico Tanks',
          type: 'tour',
          location: 'Red Rock Canyon',
        },
        { time: 'Pranzo', title: 'Pranzo in hotel', type: 'food', location: 'Paris Las Vegas' },
        {
          time: 'Pomeriggio',
          title: 'Piscina e riposo',
          type: 'free',
          location: 'Paris Las Vegas',
        },
        {
          time: '19:30',
          title: 'Neon Museum e Fremont Street Experience',
          type: 'tour',
          location: 'Downtown Las Vegas',
        },
      ],
    },
    {
      day: 7,
      title: 'Hoover Dam, Route 66 e Grand Canyon',
      description:
        'Prima tappa sulla diga di Hoover, con un piede in Nevada e uno in Arizona; poi un tratto della vecchia Route 66 fino a Seligman, con distributori d’epoca e Cadillac arrugginite. Nel pomeriggio entri nel Grand Canyon National Park dall’ingresso sud, e al tramonto le pareti di Hopi Point passano dall’arancio al viola.',
      highlight: true,
      activities: [
        {
          time: '07:30',
          title: 'Diga di Hoover',
          type: 'tour',
          location: 'Confine Nevada–Arizona',
        },
        { time: '12:30', title: 'Pranzo sulla Route 66', type: 'food', location: 'Seligman' },
        {
          time: '16:00',
          title: 'Ingresso al South Rim',
          type: 'transfer',
          location: 'Grand Canyon National Park',
        },
        {
          time: 'Tramonto',
          title: 'Tramonto a Hopi Point',
          type: 'activity',
          location: 'Hermit Road',
        },
        { time: 'Sera', title: 'Cena e pernottamento', type: 'hotel', location: 'Tusayan' },
      ],
    },
    {
      day: 8,
      title: 'Alba sul canyon e ritorno sulla Strip',
      description:
        'Sveglia prima dell’alba per vedere il sole accendere le pareti del canyon da Mather Point, poi una passeggiata sul Rim Trail fino allo Yavapai Geology Museum. Per chi vuole, sorvolo in elicottero da Tusayan; nel pomeriggio si rientra a Las Vegas, in tempo per uno spettacolo del Cirque du Soleil facoltativo.',
      highlight: true,
      activities: [
        { time: 'Alba', title: 'Alba da Mather Point', type: 'activity', location: 'South Rim' },
        { time: '08:30', title: 'Colazione e Rim Trail', type: 'tour', location: 'South Rim' },
        {
          time: '10:30',
          title: 'Sorvolo in elicottero (facoltativo)',
          type: 'activity',
          location: 'Tusayan',
        },
        { time: '12:00', title: 'Rientro a Las Vegas', type: 'transfer' },
        {
          time: 'Sera',
          title: 'Cirque du Soleil (facoltativo)',
          type: 'free',
          location: 'Las Vegas Strip',
        },
      ],
    },
    {
      day: 9,
      title: 'La Strip a piedi',
      description:
        'Mattina libera tra piscina e outlet. Nel pomeriggio percorri la Strip con i coordinatori: i canali con le gondole del Venetian, le Forum Shops del Caesars, la foto di rito sotto l’insegna "Welcome to Fabulous Las Vegas". Al tramonto giro sulla ruota panoramica High Roller e cena di arrivederci in una steakhouse.',
      activities: [
        { time: 'Mattina', title: 'Piscina o Las Vegas North Premium Outlets', type: 'free' },
        {
          time: '15:00',
          title: 'Venetian, Caesars Palace e Bellagio',
          type: 'tour',
          location: 'Las Vegas Strip',
        },
        {
          time: 'Tramonto',
          title: 'Ruota panoramica High Roller',
          type: 'activity',
          location: 'The LINQ',
        },
        {
          time: '20:30',
          title: 'Cena di arrivederci in steakhouse',
          type: 'food',
          location: 'Las Vegas Strip',
        },
      ],
    },
    {
      day: 10,
      title: 'Rientro in Italia',
      description:
        'Ultima colazione sulla Strip e trasferimento in minibus all’aeroporto Harry Reid, che dagli hotel è a dieci minuti. Volo per New York o Francoforte e coincidenza per Roma e Milano: passi la notte sopra l’Atlantico e atterri in Italia la mattina seguente, con il deserto ancora negli occhi.',
      activities: [
        {
          time: '08:00',
          title: 'Colazione e check-out',
          type: 'hotel',
          location: 'Paris Las Vegas',
        },
        {
          time: '09:30',
          title: 'Trasferimento all’aeroporto',
          type: 'transfer',
          location: 'Harry Reid International',
        },
        {
          time: '12:00',
          title: 'Volo di rientro con scalo',
          type: 'flight',
          location: 'Aeroporto di Las Vegas',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'la-vegas-r1',
      authorName: 'Davide R.',
      location: 'Bari',
      rating: 5,
      text: 'Il tramonto al Griffith Observatory, con la scritta Hollywood da una parte e le luci di Los Angeles dall’altra, è la foto che ho stampato e appeso in salotto. I coordinatori sapevano sempre dove fermarsi e quando ripartire.',
      date: 'giugno 2024',
    },
    {
      id: 'la-vegas-r2',
      authorName: 'Anna M.',
      location: 'Brindisi',
      rating: 5,
      text: 'All’alba a Mather Point faceva freddissimo, ma i coordinatori si erano procurati i caffè caldi per tutti. Quando il sole ha colpito il canyon eravamo dieci persone zitte, tutte con le lacrime agli occhi.',
      date: 'ottobre 2024',
    },
    {
      id: 'la-vegas-r3',
      authorName: 'Stefano N.',
      location: 'Padova',
      rating: 4,
      text: 'Las Vegas non fa per me, troppo rumore e troppa aria condizionata. Però la traversata del Mojave, con Calico e il milkshake al diner di Yermo, e il Red Rock Canyon valgono il viaggio. Ottima l’organizzazione.',
      date: 'settembre 2025',
    },
    {
      id: 'la-vegas-r4',
      authorName: 'Ilaria C.',
      location: 'Pescara',
      rating: 5,
      text: 'Da fan di Friends, sedermi sul divano del Central Perk agli studios Warner è stato un sogno. Il giorno dopo in bici fino a Venice Beach e il tramonto a El Matador: Los Angeles mi ha sorpresa.',
      date: 'maggio 2025',
    },
    {
      id: 'la-vegas-r5',
      authorName: 'Nicola G.',
      location: 'Foggia',
      rating: 5,
      text: 'Giornata indimenticabile quella del Grand Canyon: la diga di Hoover, il pranzo a Seligman tra le auto d’epoca della Route 66 e il tramonto a Hopi Point. Gruppo di otto persone, tutti diversi ma affiatati.',
      date: 'aprile 2026',
    },
    {
      id: 'la-vegas-r6',
      authorName: 'Valentina S.',
      location: 'Genova',
      rating: 4,
      text: 'Le ore di minibus sono tante, soprattutto nel viaggio di ritorno dal canyon, ma l’autista era bravissimo e le soste ben pensate. Camera al Paris con vista sulle fontane del Bellagio: ci siamo divertiti come bambini.',
      date: 'luglio 2025',
    },
    {
      id: 'la-vegas-r7',
      authorName: 'Michele T.',
      location: 'Cagliari',
      rating: 5,
      text: 'Viaggiavo da solo e temevo di sentirmi di troppo. Invece la sera a Fremont Street ero in mezzo al gruppo a ridere sotto la volta di luci, e i coordinatori mi hanno fatto sentire parte della compagnia dal primo giorno.',
      date: 'marzo 2026',
    },
  ],
};
