// Compiler test style: Hashable conformance with custom == and hash(into:) used by Set and Dictionary

struct Coord: Hashable, CustomStringConvertible {
  var x: Int
  var y: Int
  var description: String { return "(\(x),\(y))" }
}

struct Name: Hashable {
  var raw: String
  static func == (a: Name, b: Name) -> Bool {
    return a.raw.lowercased() == b.raw.lowercased()
  }
  func hash(into hasher: inout Hasher) {
    hasher.combine(raw.lowercased())
  }
}

enum Suit: Hashable, Comparable {
  case clubs, diamonds, hearts, spades
}

struct Card: Hashable, Comparable {
  var rank: Int
  var suit: Suit
  static func < (a: Card, b: Card) -> Bool {
    return (a.rank, a.suit) < (b.rank, b.suit)
  }
}

func unique<T: Hashable>(_ xs: [T]) -> [T] {
  var seen = Set<T>()
  var out: [T] = []
  for x in xs where !seen.contains(x) {
    seen.insert(x)
    out.append(x)
  }
  return out
}

func frequencies<T: Hashable & Comparable>(_ xs: [T]) -> [(T, Int)] {
  var counts: [T: Int] = [:]
  for x in xs {
    counts[x, default: 0] += 1
  }
  return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
}

let coords = [Coord(x: 1, y: 2), Coord(x: 0, y: 0), Coord(x: 1, y: 2), Coord(x: 3, y: 3), Coord(x: 0, y: 0)]
print(unique(coords))
let coordSet = Set(coords)
print(coordSet.count)
print(coordSet.contains(Coord(x: 3, y: 3)))
print(coordSet.contains(Coord(x: 3, y: 4)))
print(coordSet.sorted { ($0.x, $0.y) < ($1.x, $1.y) })

let names = [Name(raw: "Alice"), Name(raw: "ALICE"), Name(raw: "bob"), Name(raw: "Bob"), Name(raw: "carol")]
print(unique(names).map { $0.raw })
let nameSet = Set(names)
print(nameSet.count)
print(nameSet.contains(Name(raw: "CAROL")))

var ages: [Name: Int] = [:]
ages[Name(raw: "Dave")] = 30
ages[Name(raw: "DAVE")] = 31
ages[Name(raw: "eve")] = 25
print(ages.count)
print(ages[Name(raw: "dave")]!)
print(ages[Name(raw: "Eve")]!)

print(frequencies([3, 1, 3, 2, 1, 3]).map { "\($0.0):\($0.1)" })
print(frequencies(["b", "a", "b"]).map { "\($0.0):\($0.1)" })

let hand = [Card(rank: 10, suit: .hearts), Card(rank: 2, suit: .spades), Card(rank: 10, suit: .clubs), Card(rank: 2, suit: .spades)]
print(Set(hand).count)
for c in Set(hand).sorted() {
  print(c.rank, c.suit)
}
print(hand.sorted(by: >).map { "\($0.rank)-\($0.suit)" })

print(Suit.clubs < Suit.spades)
print(Set([Suit.hearts, .hearts, .clubs]).sorted())

let a: Set = [1, 2, 3, 4]
let b: Set = [3, 4, 5]
print(a.union(b).sorted())
print(a.intersection(b).sorted())
print(a.subtracting(b).sorted())
print(a.symmetricDifference(b).sorted())
print(a == Set([4, 3, 2, 1]))
print(Coord(x: 1, y: 1).hashValue == Coord(x: 1, y: 1).hashValue)
print(Name(raw: "X").hashValue == Name(raw: "x").hashValue)

// expect: [(1,2), (0,0), (3,3)]
// expect: 3
// expect: true
// expect: false
// expect: [(0,0), (1,2), (3,3)]
// expect: ["Alice", "bob", "carol"]
// expect: 3
// expect: true
// expect: 2
// expect: 31
// expect: 25
// expect: ["1:2", "2:1", "3:3"]
// expect: ["a:1", "b:2"]
// expect: 3
// expect: 2 spades
// expect: 10 clubs
// expect: 10 hearts
// expect: ["10-hearts", "10-clubs", "2-spades", "2-spades"]
// expect: true
// expect: [main.Suit.clubs, main.Suit.hearts]
// expect: [1, 2, 3, 4, 5]
// expect: [3, 4]
// expect: [1, 2]
// expect: [1, 2, 5]
// expect: true
// expect: true
// expect: true
