/**
 * Names reviewers sign with. A broad mix, so display names repeat only as often as real ones
 * do. None is a technician's first name or alias, so an author never looks like a mention
 * (authors are not searched for mentions anyway, but owner replies use their first names).
 */
export const firstNames: readonly string[] = [
  'Maria', 'James', 'Linda', 'Robert', 'Patricia', 'Michael', 'Jennifer', 'William', 'Elizabeth', 'David',
  'Susan', 'Richard', 'Jessica', 'Joseph', 'Sarah', 'Thomas', 'Karen', 'Charles', 'Nancy', 'Christopher',
  'Lisa', 'Daniel', 'Betty', 'Matthew', 'Sandra', 'Anthony', 'Ashley', 'Mark', 'Kimberly', 'Donald',
  'Emily', 'Steven', 'Donna', 'Paul', 'Michelle', 'Andrew', 'Carol', 'Joshua', 'Amanda', 'Kenneth',
  'Melissa', 'Kevin', 'Deborah', 'Brian', 'Stephanie', 'George', 'Rebecca', 'Timothy', 'Laura', 'Ronald',
  'Sharon', 'Jason', 'Cynthia', 'Edward', 'Kathleen', 'Jeffrey', 'Amy', 'Ryan', 'Angela', 'Jacob',
  'Shirley', 'Gary', 'Anna', 'Nicholas', 'Brenda', 'Eric', 'Pamela', 'Jonathan', 'Emma', 'Stephen',
  'Nicole', 'Larry', 'Helen', 'Justin', 'Samantha', 'Scott', 'Katherine', 'Brandon', 'Christine', 'Benjamin',
  'Debra', 'Frank', 'Rachel', 'Gregory', 'Carolyn', 'Raymond', 'Janet', 'Alexander', 'Catherine', 'Patrick',
  'Rosa', 'Jose', 'Guadalupe', 'Carlos', 'Alejandra', 'Miguel', 'Lucia', 'Juan', 'Ana', 'Jorge',
  'Mei', 'Wei', 'Priya', 'Raj', 'Aisha', 'Omar', 'Fatima', 'Hiroshi', 'Yuki', 'Minh',
  'Thanh', 'Olga', 'Ivan', 'Ingrid', 'Lars', 'Siobhan', 'Declan', 'Keisha', 'Darnell', 'Latoya',
  'Marcus', 'Jasmine', 'Tyrone', 'Aaliyah', 'Connor', 'Madison', 'Tyler', 'Hannah', 'Austin', 'Kayla',
  'Dolores', 'Walter', 'Gloria', 'Harold', 'Marilyn', 'Eugene', 'Joan', 'Ralph', 'Doris', 'Vernon',
];

export const lastNames: readonly string[] = [
  'Garcia', 'Johnson', 'Smith', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Lewis', 'Robinson', 'Walker',
  'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green',
  'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Patel',
  'Kim', 'Chen', 'Schmidt', 'Novak', 'Larsen', 'Olsen', 'Murphy', 'Sullivan', 'Fischer', 'Yamamoto',
  'Park', 'Singh', 'Vasquez', 'Jensen', 'Bauer', 'Dubois', 'Romero', 'Castillo', 'Petrov', 'Ibrahim',
];
