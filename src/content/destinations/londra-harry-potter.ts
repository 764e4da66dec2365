import type { Destination } from '../types.ts';

export const londraHarryPotter: Destination = {
  id: 'londra-harry-potter',
  title: 'Londra & Harry Potter',
  description:
    'Cinque giorni a Londra con un giorno intero agli studi di Leavesden, dove sono nati i film di Harry Potter, il binario 9¾ sotto l’hotel e i set della City. Poi la Londra di sempre: Big Ben, il cambio della guardia, il British Museum, Camden e Notting Hill.',
  price: 950,
  tripDays: 5,
  categoryId: 'europe',
  flights:
    'Voli diretti su Londra da Bari (Ryanair su Stansted), da Roma Fiumicino e Milano Malpensa (British Airways o ITA Airways su Heathrow, easyJet su Gatwick), con bagaglio da stiva da 20 kg incluso. Dall’aeroporto al centro viaggi con transfer riservato.',
  hotels: [
    {
      name: 'Great Northern Hotel',
      stars: 4,
      description:
        'Albergo vittoriano del 1854 addossato alla stazione di King’s Cross: esci dalla porta e in due minuti sei davanti al binario 9¾.',
    },
  ],
  experiences: [
    {
      title: 'Un giorno agli studi di Leavesden',
      description:
        'La Sala Grande, Diagon Alley e il vero Hogwarts Express negli studi dove sono stati girati tutti gli otto film di Harry Potter.',
    },
    {
      title: 'Il binario 9¾',
      description:
        'La foto con la sciarpa della tua casata e il carrello che sparisce nel muro, nella stazione di King’s Cross accanto al tuo hotel.',
    },
    {
      title: 'I set a cielo aperto della City',
      description:
        'Il Millennium Bridge distrutto dai Mangiamorte e le arcate vittoriane del Leadenhall Market, dove fu girato l’ingresso del Paiolo Magico.',
    },
    {
      title: 'Il cambio della guardia',
      description:
        'Giubbe rosse, colbacchi di pelo d’orso e la banda davanti a Buckingham Palace, visti da un punto scelto con anticipo dai coordinatori.',
    },
    {
      title: 'Tre mercati, tre Londre',
      description:
        'Lo street food di Camden lungo il canale, gli assaggi di Borough Market sotto i binari e le case color pastello di Portobello Road.',
    },
    {
      title: 'Il British Museum con la guida',
      description:
        'La Stele di Rosetta, le mummie egizie e i marmi del Partenone in due ore raccontate in italiano.',
    },
  ],
  includes: [
    'Voli diretti andata e ritorno per Londra con bagaglio da stiva da 20 kg',
    'Transfer riservati da e per l’aeroporto',
    '4 notti al Great Northern Hotel di King’s Cross con colazione inglese',
    'Biglietto e pullman riservato per il Warner Bros. Studio Tour London – The Making of Harry Potter',
    'Visita guidata in italiano del British Museum',
    'Passeggiata sui luoghi dei film: King’s Cross, Millennium Bridge e Leadenhall Market',
    'Travelcard per metro e autobus per tutto il soggiorno',
    'Assistenza nella richiesta dell’ETA, l’autorizzazione elettronica per entrare nel Regno Unito',
    'Due coordinatori Maestrale Viaggi e assicurazione medica e bagaglio completa',
  ],
  itinerary: [
    {
      day: 1,
      title: 'Benvenuto a King’s Cross',
      description:
        'Atterri a Londra e il primo indirizzo è già quello giusto per un fan: il Great Northern Hotel, attaccato alla stazione di King’s Cross. Nel pomeriggio fai la foto di rito al binario 9¾, con il carrello che sparisce nel muro, poi con la Northern line raggiungi Camden per cenare tra le bancarelle di street food affacciate sul Regent’s Canal.',
      activities: [
        {
          time: '08:30',
          title: 'Volo diretto per Londra',
          type: 'flight',
          location: 'Bari / Roma / Milano',
        },
        {
          time: '11:30',
          title: 'Transfer riservato in centro',
          type: 'transfer',
        },
        {
          time: '14:00',
          title: 'Check-in al Great Northern Hotel',
          type: 'hotel',
          location: 'King’s Cross',
        },
        {
          time: '16:00',
          title: 'Foto al binario 9¾ e visita allo shop di Harry Potter',
          type: 'activity',
          location: 'Stazione di King’s Cross',
        },
        {
          time: 'Sera',
          title: 'Street food al Camden Market',
          type: 'food',
          location: 'Camden Lock',
        },
      ],
    },
    {
      day: 2,
      title: 'Big Ben, Buckingham e il British Museum',
      description:
        'Si parte da Westminster: il Big Ben, l’Abbazia e il Parlamento affacciato sul Tamigi. A piedi, attraverso St James’s Park, arrivi a Buckingham Palace per il cambio della guardia, con le giubbe rosse e la banda. Il pomeriggio è al British Museum con la guida, dalla Stele di Rosetta ai marmi del Partenone, prima di una serata libera a Covent Garden.',
      activities: [
        {
          time: '09:30',
          title: 'Westminster, Big Ben e l’Abbazia',
          type: 'tour',
          location: 'Parliament Square',
        },
        {
          time: '10:45',
          title: 'Cambio della guardia a Buckingham Palace',
          type: 'activity',
          location: 'Buckingham Palace',
        },
        {
          time: 'Pranzo',
          title: 'Fish and chips in un pub di St James’s',
          type: 'food',
          location: 'St James’s',
        },
        {
          time: '14:30',
          title: 'Visita guidata al British Museum',
          type: 'tour',
          location: 'Bloomsbury',
        },
        {
          time: 'Sera',
          title: 'Serata libera tra i teatri e i locali',
          type: 'free',
          location: 'Covent Garden',
        },
      ],
    },
    {
      day: 3,
      title: 'Warner Bros. Studio Tour: la magia di Harry Potter',
      description:
        'Il pullman riservato ti porta in un’ora agli studi di Leavesden, dove sono stati girati tutti gli otto film. Entri nella Sala Grande, attraversi la Foresta Proibita e sali sul vero Hogwarts Express; a metà visita, Burrobirra al Backlot Café. Poi Diagon Alley, la banca Gringott e il grande plastico del castello di Hogwarts, che lascia tutti in silenzio.',
      highlight: true,
      activities: [
        {
          time: '08:30',
          title: 'Pullman riservato per Leavesden',
          type: 'transfer',
        },
        {
          time: '09:45',
          title: 'Sala Grande, Foresta Proibita e Hogwarts Express',
          type: 'tour',
          location: 'Warner Bros. Studio Tour London',
        },
        {
          time: 'Pranzo',
          title: 'Burrobirra e pranzo al Backlot Café',
          type: 'food',
          location: 'Leavesden',
        },
        {
          time: '14:00',
          title: 'Diagon Alley, la banca Gringott e il plastico di Hogwarts',
          type: 'tour',
          location: 'Warner Bros. Studio Tour London',
        },
        {
          time: '17:30',
          title: 'Rientro in hotel',
          type: 'transfer',
          location: 'King’s Cross',
        },
      ],
    },
    {
      day: 4,
      title: 'La City dei film e Borough Market',
      description:
        'Mattina a Borough Market tra ostriche, pie e formaggi inglesi, poi lungo il Tamigi fino al Millennium Bridge, il ponte che i Mangiamorte fanno crollare nel Principe Mezzosangue, con la cupola di St Paul’s davanti. Nella City entri nel Leadenhall Market, dove fu girato l’ingresso del Paiolo Magico. La sera, cena tutti insieme sul South Bank.',
      highlight: true,
      activities: [
        {
          time: '10:00',
          title: 'Assaggi tra le bancarelle di Borough Market',
          type: 'food',
          location: 'Southwark',
        },
        {
          time: '12:00',
          title: 'Millennium Bridge e St Paul’s Cathedral',
          type: 'tour',
          location: 'Bankside',
        },
        {
          time: '14:30',
          title: 'Leadenhall Market, l’ingresso del Paiolo Magico',
          type: 'tour',
          location: 'City of London',
        },
        {
          time: '16:00',
          title: 'Tempo libero: Sky Garden o shopping a Oxford Street',
          type: 'free',
        },
        {
          time: 'Sera',
          title: 'Cena d’arrivederci con vista sul Tamigi',
          type: 'food',
          location: 'South Bank',
        },
      ],
    },
    {
      day: 5,
      title: 'Notting Hill e rientro',
      description:
        'L’ultima mattina sei a Notting Hill, tra le case color pastello di Portobello Road, le bancarelle di antiquariato e la porta blu del film con Julia Roberts e Hugh Grant. Un ultimo flat white in un caffè di Westbourne Grove, poi il transfer in aeroporto e il volo per l’Italia, magari con una sciarpa di Grifondoro in valigia.',
      activities: [
        {
          time: '09:00',
          title: 'Passeggiata su Portobello Road',
          type: 'tour',
          location: 'Notting Hill',
        },
        {
          time: '11:00',
          title: 'Brunch in un caffè di quartiere',
          type: 'food',
          location: 'Westbourne Grove',
        },
        {
          time: '13:00',
          title: 'Transfer in aeroporto',
          type: 'transfer',
          location: 'Heathrow / Gatwick / Stansted',
        },
        {
          time: '16:30',
          title: 'Volo di rientro in Italia',
          type: 'flight',
        },
      ],
    },
  ],
  reviews: [
    {
      id: 'londra-harry-potter-r1',
      authorName: 'Sara C.',
      location: 'Bari',
      rating: 5,
      text: 'Sono fan dei libri da quando avevo dieci anni e davanti al plastico di Hogwarts mi sono commossa. Giulia ha avuto la pazienza di aspettarmi in Diagon Alley per un’ora intera. Dormire accanto a King’s Cross è stato un tocco geniale.',
      date: 'marzo 2024',
    },
    {
      id: 'londra-harry-potter-r2',
      authorName: 'Luca B.',
      location: 'Monopoli',
      rating: 5,
      text: 'Ci sono andato con mio figlio di tredici anni ed è stato il viaggio perfetto per entrambi: lui alla Burrobirra e all’Hogwarts Express, io a Borough Market e al British Museum. Marco conosce Londra come le sue tasche.',
      date: 'luglio 2024',
    },
    {
      id: 'londra-harry-potter-r3',
      authorName: 'Alessandra F.',
      location: 'Firenze',
      rating: 4,
      text: 'Il giorno agli studi vale il viaggio e il cambio della guardia l’abbiamo visto da un’ottima posizione. Camere del Great Northern belle ma non grandissime, come quasi sempre a Londra. Gruppo di otto persone molto affiatato.',
      date: 'febbraio 2025',
    },
    {
      id: 'londra-harry-potter-r4',
      authorName: 'Nicola T.',
      location: 'Foggia',
      rating: 5,
      text: 'Non credevo che un ponte potesse emozionarmi, ma sul Millennium Bridge con St Paul’s davanti ho ripensato alla scena del Principe Mezzosangue. Francesca e Davide ci hanno aiutati anche con l’ETA, che da soli ci avrebbe messo in crisi.',
      date: 'maggio 2025',
    },
    {
      id: 'londra-harry-potter-r5',
      authorName: 'Federica V.',
      location: 'Napoli',
      rating: 4,
      text: 'Programma intenso ma ben bilanciato, con la serata libera a Covent Garden al momento giusto. Avrei voluto un po’ più di tempo a Notting Hill l’ultima mattina; per il resto tutto organizzato al minuto, anche il pullman per Leavesden.',
      date: 'ottobre 2025',
    },
    {
      id: 'londra-harry-potter-r6',
      authorName: 'Matteo G.',
      location: 'Milano',
      rating: 5,
      text: 'Lo street food di Camden la prima sera ha rotto il ghiaccio tra noi del gruppo, e da lì è stato come viaggiare con amici. La seconda foto al binario 9¾, rifatta la sera al rientro da Camden e senza coda, è stata un’idea di Giulia che ringrazio ancora.',
      date: 'gennaio 2026',
    },
    {
      id: 'londra-harry-potter-r7',
      authorName: 'Rosa D.',
      location: 'Brindisi',
      rating: 5,
      text: 'Ho regalato questo viaggio a mia nipote per i diciotto anni e siamo tornate entrambe entusiaste. La Sala Grande apparecchiata, la Foresta Proibita, i mercati: tutto perfetto, e i coordinatori sempre presenti senza mai essere invadenti.',
      date: 'aprile 2026',
    },
  ],
};
