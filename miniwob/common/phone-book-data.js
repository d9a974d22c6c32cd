/* The phone-book task's lists (mail hosts, domains, street suffixes, unit words, properties), in
 * source order, from ../shared/miniwob-spec/phone-book-data.json. Data, not code. Person names
 * and street names come from wordlists.js (PEOPLE_NAMES, LAST_NAMES). */
var PHONE_BOOK_DATA = {
  EMAIL_HOSTS: ["hotmail","yahoo","gmail","aol","live","fb","openai","myspace","skynet"],
  DOMAINS: ["com","net","org","ca","us","gov","pizza","gg","tv","co.uk","it","eu","hk","mx","se","jp","io","rocks"],
  STREET_SUFFIXES: ["Court","Ct","Street","St","Road","Rd","Drive","Dr","Avenue","Ave","Alley","Boulevard","Blvd","Crescent","Cres","Grove","Gr","Lane","Loop","Park","Place","Square","Terrace","Tce"],
  UNIT_WORDS: ["Apt","Unit"],
  PROPERTIES: ["phone","email","address"]
};
