// Compiler test style (test/Interpreter/enum_caseiterable.swift): CaseIterable synthesis and use of allCases
enum Direction: CaseIterable { case north, east, south, west }
enum Planet: Int, CaseIterable { case mercury = 1, venus, earth, mars }
enum Coin: String, CaseIterable { case penny = "1c", nickel = "5c", dime = "10c" }
enum Manual: CaseIterable {
  case a, b
  static var allCases: [Manual] { [.b, .a, .b] }
}

print(Direction.allCases)
print(Direction.allCases.count, Direction.allCases.first!, Direction.allCases.last!)
print(Planet.allCases.map { $0.rawValue })
print(Coin.allCases.map(\.rawValue).joined(separator: "+"))
print(Manual.allCases)
print(type(of: Direction.allCases))

extension Direction {
  var turnedRight: Direction {
    let all = Direction.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }
  var opposite: Direction { turnedRight.turnedRight }
}
for d in Direction.allCases { print(d, "->", d.turnedRight, "opp", d.opposite) }

func allValues<T: CaseIterable>(_ t: T.Type) -> [String] { t.allCases.map { "\($0)" } }
print(allValues(Planet.self), allValues(Coin.self))

func countCases<T: CaseIterable>(of: T.Type) -> Int { T.allCases.count }
print(countCases(of: Direction.self), countCases(of: Manual.self), countCases(of: Coin.self))

enum Nested {
  enum Size: CaseIterable, Comparable { case small, medium, large }
}
print(Nested.Size.allCases.reversed(), Nested.Size.allCases.max()!)
let combos = Nested.Size.allCases.flatMap { s in Coin.allCases.map { "\(s)-\($0.rawValue)" } }
print(combos.count, combos.prefix(4))

let index = Dictionary(uniqueKeysWithValues: Planet.allCases.map { ($0.rawValue, $0) })
print(index.keys.sorted(), index[3]!)
print(Planet.allCases.filter { $0.rawValue % 2 == 0 })
print(Coin.allCases.last!.rawValue, Coin.allCases.contains(.dime))
var it = Direction.allCases.makeIterator()
_ = it.next()
print(it.next()!, Array(Direction.allCases.dropFirst(2)))

// expect: [main.Direction.north, main.Direction.east, main.Direction.south, main.Direction.west]
// expect: 4 north west
// expect: [1, 2, 3, 4]
// expect: 1c+5c+10c
// expect: [main.Manual.b, main.Manual.a, main.Manual.b]
// expect: Array<Direction>
// expect: north -> east opp south
// expect: east -> south opp west
// expect: south -> west opp north
// expect: west -> north opp east
// expect: ["mercury", "venus", "earth", "mars"] ["penny", "nickel", "dime"]
// expect: 4 3 3
// expect: ReversedCollection<Array<Size>>(_base: [main.Nested.Size.small, main.Nested.Size.medium, main.Nested.Size.large]) large
// expect: 9 ["small-1c", "small-5c", "small-10c", "medium-1c"]
// expect: [1, 2, 3, 4] earth
// expect: [main.Planet.venus, main.Planet.mars]
// expect: 10c true
// expect: east [main.Direction.south, main.Direction.west]
