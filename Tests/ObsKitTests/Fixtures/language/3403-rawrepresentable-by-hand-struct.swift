// Swift book style: RawRepresentable by hand on a struct, raw-value enums with String/Character/Int and failable init(rawValue:)
struct Celsius: RawRepresentable, Comparable {
    let rawValue: Int
    init?(rawValue: Int) {
        guard rawValue >= -273 else { return nil }
        self.rawValue = rawValue
    }
    static func < (a: Celsius, b: Celsius) -> Bool { a.rawValue < b.rawValue }
}

enum Planet: Int {
    case mercury = 1, venus, earth, mars
}

enum Control: Character {
    case tab = "\t", lineFeed = "\n", space = " "
}

enum Direction: String, CaseIterable {
    case north, south, east = "EAST", west
}

struct HTTPStatus: RawRepresentable, Hashable, CustomStringConvertible {
    var rawValue: Int
    static let ok = HTTPStatus(rawValue: 200)
    static let notFound = HTTPStatus(rawValue: 404)
    var description: String { "HTTP \(rawValue)" }
}

print(Celsius(rawValue: 20)!.rawValue, Celsius(rawValue: -300) == nil)
let temps = [30, -5, 12].compactMap(Celsius.init(rawValue:))
print(temps.sorted().map(\.rawValue), temps.max()!.rawValue)
print(Planet.earth.rawValue, Planet(rawValue: 4) == .mars, Planet(rawValue: 9) as Any)
print(Control.space.rawValue == " ", Control(rawValue: "\n") == .lineFeed)
print(Direction.allCases.map(\.rawValue))
print(Direction(rawValue: "east") as Any, Direction(rawValue: "EAST")!)
print(HTTPStatus.ok, HTTPStatus(rawValue: 404) == .notFound)
print([HTTPStatus.notFound, .ok].map { "\($0)" })

func decode<T: RawRepresentable>(_ raws: [T.RawValue], as: T.Type) -> [T] {
    raws.compactMap { T(rawValue: $0) }
}
print(decode([1, 3, 7], as: Planet.self))
print(decode(["west", "up", "north"], as: Direction.self))
print(decode([200, 500], as: HTTPStatus.self))

func raw<T: RawRepresentable>(_ v: T) -> T.RawValue { v.rawValue }
print(raw(Planet.venus), raw(Direction.south), raw(HTTPStatus.ok))
let lookup = Dictionary(uniqueKeysWithValues: Direction.allCases.map { ($0.rawValue, $0) })
print(lookup.keys.sorted())
// expect: 20 true
// expect: [-5, 12, 30] 30
// expect: 3 true nil
// expect: true true
// expect: ["north", "south", "EAST", "west"]
// expect: nil east
// expect: HTTP 200 true
// expect: ["HTTP 404", "HTTP 200"]
// expect: [main.Planet.mercury, main.Planet.earth]
// expect: [main.Direction.west, main.Direction.north]
// expect: [HTTP 200, HTTP 500]
// expect: 2 south 200
// expect: ["EAST", "north", "south", "west"]
