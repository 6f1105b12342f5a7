// Compiler test style: CaseIterable synthesis, allCases ordering, indexing and cycling through cases
enum Suit: String, CaseIterable {
  case spades = "♠", hearts = "♥", diamonds = "♦", clubs = "♣"
}

enum Rank: Int, CaseIterable {
  case two = 2, three, four, jack = 11, queen, king, ace
}

enum Weekday: CaseIterable {
  case monday, tuesday, wednesday, thursday, friday, saturday, sunday

  var isWeekend: Bool { self == .saturday || self == .sunday }

  func advanced(by n: Int) -> Weekday {
    let all = Weekday.allCases
    let i = all.firstIndex(of: self)!
    let count = all.count
    return all[((i + n) % count + count) % count]
  }
}

print(Suit.allCases.count, Suit.allCases.map(\.rawValue).joined())
print(Rank.allCases.map(\.rawValue))
print(Rank.allCases.first!, Rank.allCases.last!)

var deck: [String] = []
for suit in Suit.allCases.prefix(2) {
  for rank in Rank.allCases where rank.rawValue > 10 {
    deck.append("\(rank)\(suit.rawValue)")
  }
}
print(deck.joined(separator: " "))

print(Weekday.allCases.filter(\.isWeekend))
print(Weekday.friday.advanced(by: 3), Weekday.monday.advanced(by: -1))
print(Weekday.allCases.filter { !$0.isWeekend }.count)

let counts = Dictionary(grouping: Weekday.allCases, by: { "\($0)".count })
for key in counts.keys.sorted() {
  print(key, counts[key]!.map { "\($0)" }.joined(separator: ","))
}

func allNames<T: CaseIterable>(_ type: T.Type) -> String {
  return type.allCases.map { "\($0)" }.joined(separator: "|")
}
print(allNames(Suit.self))
print(type(of: Suit.allCases))

// expect: 4 ♠♥♦♣
// expect: [2, 3, 4, 11, 12, 13, 14]
// expect: two ace
// expect: jack♠ queen♠ king♠ ace♠ jack♥ queen♥ king♥ ace♥
// expect: [main.Weekday.saturday, main.Weekday.sunday]
// expect: monday sunday
// expect: 5
// expect: 6 monday,friday,sunday
// expect: 7 tuesday
// expect: 8 thursday,saturday
// expect: 9 wednesday
// expect: spades|hearts|diamonds|clubs
// expect: Array<Suit>
