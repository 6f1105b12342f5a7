// Compiler test style: CaseIterable allCases, count, and iteration in declaration order
enum Suit: String, CaseIterable {
  case spades = "♠", hearts = "♥", diamonds = "♦", clubs = "♣"
}

enum Rank: Int, CaseIterable {
  case two = 2, three, four, jack = 11, queen, king, ace
}

print(Suit.allCases.count)
print(Suit.allCases.map { $0.rawValue }.joined(separator: " "))
print(Rank.allCases.map { $0.rawValue })
print(Rank.allCases.first!, Rank.allCases.last!)

var deck: [String] = []
for s in Suit.allCases {
  for r in Rank.allCases where r.rawValue > 10 {
    deck.append("\(r)\(s.rawValue)")
  }
}
print(deck.count)
print(deck.prefix(5).joined(separator: ","))

enum Compass: CaseIterable { case n, e, s, w
  var turnedRight: Compass {
    let all = Compass.allCases
    let i = all.firstIndex(of: self)!
    return all[(i + 1) % all.count]
  }
}
var c = Compass.n
for _ in 0..<6 {
  print(c, terminator: " ")
  c = c.turnedRight
}
print()
print(Compass.allCases.contains(.s), Compass.allCases.firstIndex(of: .w)!)

func names<T: CaseIterable>(_ t: T.Type) -> String {
  return T.allCases.map { "\($0)" }.joined(separator: "|")
}
print(names(Compass.self))
print(names(Suit.self))
// expect: 4
// expect: ♠ ♥ ♦ ♣
// expect: [2, 3, 4, 11, 12, 13, 14]
// expect: two ace
// expect: 16
// expect: jack♠,queen♠,king♠,ace♠,jack♥
// expect: n e s w n e 
// expect: true 3
// expect: n|e|s|w
// expect: spades|hearts|diamonds|clubs
