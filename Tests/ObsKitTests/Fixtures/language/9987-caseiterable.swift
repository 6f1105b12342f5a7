// Apple docs style (CaseIterable): allCases in declaration order, counts and derived tables
enum CompassDirection: CaseIterable {
    case north, south, east, west
}

print("There are \(CompassDirection.allCases.count) directions.")
let caseList = CompassDirection.allCases
    .map({ "\($0)" })
    .joined(separator: ", ")
print(caseList)

enum Weekday: Int, CaseIterable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
    var isWeekend: Bool { self == .saturday || self == .sunday }
    var next: Weekday {
        let all = Weekday.allCases
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }
}

print("weekend days:", Weekday.allCases.filter(\.isWeekend))
print("raw values:", Weekday.allCases.map(\.rawValue))
print("after sunday:", Weekday.sunday.next, "after friday:", Weekday.friday.next)
print("first/last:", Weekday.allCases.first!, Weekday.allCases.last!)
print("index of thursday:", Weekday.allCases.firstIndex(of: .thursday)!)

enum Coffee: String, CaseIterable {
    case espresso = "Espresso"
    case latte = "Caffè Latte"
    case flatWhite = "Flat White"
    case mocha = "Mocha"
}
for (i, c) in Coffee.allCases.enumerated() {
    print("\(i + 1). \(c.rawValue)")
}
print("longest name:", Coffee.allCases.max { $0.rawValue.count < $1.rawValue.count }!.rawValue)

// A manual allCases for an enum with associated values.
enum Size: CaseIterable, Hashable {
    case small, large(extra: Bool)
    static var allCases: [Size] { [.small, .large(extra: false), .large(extra: true)] }
}
print("sizes:", Size.allCases.count, Size.allCases)

// Generic use of CaseIterable.
func menu<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> String where T.RawValue == String {
    type.allCases.map(\.rawValue).joined(separator: " | ")
}
print("menu:", menu(Coffee.self))

func cycle<T: CaseIterable & Equatable>(from start: T, steps: Int) -> [T] {
    let all = Array(T.allCases)
    var i = all.firstIndex(of: start)!
    var out: [T] = []
    for _ in 0..<steps { out.append(all[i]); i = (i + 1) % all.count }
    return out
}
print("cycle:", cycle(from: CompassDirection.east, steps: 6))
print("AllCases type:", type(of: CompassDirection.allCases))

// expect: There are 4 directions.
// expect: north, south, east, west
// expect: weekend days: [main.Weekday.saturday, main.Weekday.sunday]
// expect: raw values: [1, 2, 3, 4, 5, 6, 7]
// expect: after sunday: monday after friday: saturday
// expect: first/last: monday sunday
// expect: index of thursday: 3
// expect: 1. Espresso
// expect: 2. Caffè Latte
// expect: 3. Flat White
// expect: 4. Mocha
// expect: longest name: Caffè Latte
// expect: sizes: 3 [main.Size.small, main.Size.large(extra: false), main.Size.large(extra: true)]
// expect: menu: Espresso | Caffè Latte | Flat White | Mocha
// expect: cycle: [main.CompassDirection.east, main.CompassDirection.west, main.CompassDirection.north, main.CompassDirection.south, main.CompassDirection.east, main.CompassDirection.west]
// expect: AllCases type: Array<CompassDirection>
