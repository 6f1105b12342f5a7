// Stack Overflow style (enum raw values): implicit raw value increments, String raw values default to names, CaseIterable follows declaration order
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars = 10, jupiter
}
print(Planet.allCases.map(\.rawValue))
print(Planet(rawValue: 3) as Any, Planet(rawValue: 4) as Any, Planet(rawValue: 11)!)

enum Direction: String, CaseIterable {
    case north, south = "S", east, west = "W"
}
print(Direction.allCases.map(\.rawValue))
print(Direction(rawValue: "north") as Any, Direction(rawValue: "south") as Any)
print(Direction.allCases.count, Direction.allCases.firstIndex(of: .east)!)

enum Negative: Int {
    case a = -2, b, c, d
}
print(Negative.b.rawValue, Negative.d.rawValue)

enum Flag: Character {
    case yes = "Y", no = "N"
}
print(Flag.yes.rawValue, Flag(rawValue: "N")!)

enum Ratio: Double {
    case half = 0.5, whole = 1, double = 2
}
print(Ratio.whole.rawValue, Ratio(rawValue: 1.0)!, Ratio(rawValue: 0.50)!)

enum Season: CaseIterable {
    case winter, spring, summer, autumn
    var next: Season {
        let all = Season.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
print(Season.autumn.next, Season.allCases.reversed().map { "\($0)" })
print(Season.allCases.last!, type(of: Season.allCases))

enum Code: UInt8 {
    case start = 254, end
}
print(Code.start.rawValue, Code.end.rawValue)
print(Planet.allCases.filter { $0.rawValue > 2 }.map { "\($0)" }.joined(separator: ","))

// expect: [1, 2, 3, 10, 11]
// expect: Optional(main.Planet.earth) nil jupiter
// expect: ["north", "S", "east", "W"]
// expect: Optional(main.Direction.north) nil
// expect: 4 2
// expect: -1 1
// expect: Y no
// expect: 1.0 whole half
// expect: winter ["autumn", "summer", "spring", "winter"]
// expect: autumn Array<Season>
// expect: 254 255
// expect: earth,mars,jupiter
