// enums with raw values: implicit Int and String raw values, Character/Double raws, CaseIterable
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Step: Int, CaseIterable {
    case start, middle = 5, next, last = 20, after
}
print(Step.allCases.map(\.rawValue), Step.allCases.count)
print(Step(rawValue: 6) as Any, Step(rawValue: 7) as Any, Step(rawValue: 21).map { "\($0)" } ?? "none")

enum Direction: String, CaseIterable {
    case north, south = "S", east, west = "W"
}
print(Direction.allCases.map(\.rawValue), Direction(rawValue: "north") as Any, Direction(rawValue: "S") as Any, Direction(rawValue: "south") as Any)

enum Punct: Character { case comma = ",", dot = ".", bang = "!" }
print(Punct.dot.rawValue, Punct(rawValue: "!") as Any, Punct(rawValue: "?") as Any)

enum Ratio: Double { case half = 0.5, third = 0.3333, whole = 1 }
print(Ratio.whole.rawValue, Ratio(rawValue: 0.5) as Any, Ratio.third.rawValue * 3)

enum Negative: Int { case a = -2, b, c, d }
print(Negative.d.rawValue, Negative(rawValue: 0) as Any)

enum Planet: Int, CaseIterable, CustomStringConvertible {
    case mercury = 1, venus, earth, mars
    var description: String { "\(self.name)#\(rawValue)" }
    var name: String { ["mercury", "venus", "earth", "mars"][rawValue - 1] }
    var next: Planet? { Planet(rawValue: rawValue + 1) }
    static var inner: [Planet] { allCases.filter { $0.rawValue < 3 } }
}
print(Planet.allCases, Planet.inner)
var p: Planet? = .mercury
var route: [String] = []
while let cur = p { route.append(cur.name); p = cur.next }
print(route.joined(separator: "->"))

enum Suit: CaseIterable { case hearts, spades }
enum Face: String, CaseIterable { case jack = "J", queen = "Q" }
let combos = Suit.allCases.flatMap { s in Face.allCases.map { "\($0.rawValue)-\(s)" } }
print(combos)
print(type(of: Suit.allCases), Suit.allCases.firstIndex(of: .spades) as Any)

enum HTTPStatus: Int {
    case ok = 200, created, accepted
    case notFound = 404
    case teapot = 418
    var isSuccess: Bool { (200..<300).contains(rawValue) }
}
for code in [200, 201, 202, 203, 404, 418] {
    if let s = HTTPStatus(rawValue: code) { print(code, s, s.isSuccess) } else { print(code, "unknown") }
}

enum Level: String, Comparable, CaseIterable {
    case low, mid, high
    static func < (a: Level, b: Level) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}
print(Level.allCases.sorted(by: >).map(\.rawValue), Level.low < .high, Level(rawValue: "mid")! > .low)
let rawMap = Dictionary(uniqueKeysWithValues: Direction.allCases.map { ($0.rawValue, $0) })
print(rawMap.keys.sorted(), rawMap["W"] == .west)

// expect: [0, 5, 6, 20, 21] 5
// expect: Optional(main.Step.next) nil after
// expect: ["north", "S", "east", "W"] Optional(main.Direction.north) Optional(main.Direction.south) nil
// expect: . Optional(main.Punct.bang) nil
// expect: 1.0 Optional(main.Ratio.half) 0.9999
// expect: 1 Optional(main.Negative.c)
// expect: [mercury#1, venus#2, earth#3, mars#4] [mercury#1, venus#2]
// expect: mercury->venus->earth->mars
// expect: ["J-hearts", "Q-hearts", "J-spades", "Q-spades"]
// expect: Array<Suit> Optional(1)
// expect: 200 ok true
// expect: 201 created true
// expect: 202 accepted true
// expect: 203 unknown
// expect: 404 notFound false
// expect: 418 teapot false
// expect: ["high", "mid", "low"] true true
// expect: ["S", "W", "east", "north"] true
