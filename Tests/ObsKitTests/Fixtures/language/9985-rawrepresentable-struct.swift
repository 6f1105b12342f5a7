// Apple docs style (RawRepresentable): a struct with a raw value, like Notification.Name-style constants
struct HTTPMethod: RawRepresentable, Hashable, CustomStringConvertible {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue.uppercased() }

    static let get = HTTPMethod(rawValue: "GET")
    static let post = HTTPMethod(rawValue: "POST")
    static let delete = HTTPMethod(rawValue: "DELETE")

    var description: String { rawValue }
}

let m = HTTPMethod(rawValue: "post")
print("normalized:", m.rawValue, "== .post:", m == .post)
print("custom:", HTTPMethod(rawValue: "patch"))
let allowed: Set<HTTPMethod> = [.get, .post]
print("delete allowed:", allowed.contains(.delete), "get allowed:", allowed.contains(HTTPMethod(rawValue: "get")))

// A failable init rejects invalid raw values.
struct Percentage: RawRepresentable {
    let rawValue: Int
    init?(rawValue: Int) {
        guard (0...100).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }
}
for v in [50, 101, 0, -3] {
    if let p = Percentage(rawValue: v) {
        print("\(v) -> ok \(p.rawValue)%")
    } else {
        print("\(v) -> rejected")
    }
}

// Enums get RawRepresentable automatically.
enum Planet: Int {
    case mercury = 1, venus, earth, mars
}
print("earth raw:", Planet.earth.rawValue)
print("raw 4:", Planet(rawValue: 4) as Any, "raw 9:", Planet(rawValue: 9) as Any)

enum Compass: String {
    case north, south = "S", east, west
}
print("raws:", [Compass.north, .south, .east].map(\.rawValue))

// Generic code over RawRepresentable.
func rawValues<T: RawRepresentable>(_ items: [T]) -> [T.RawValue] { items.map(\.rawValue) }
print("generic raws:", rawValues([Planet.mars, .venus]), rawValues([HTTPMethod.get, .delete]))
func decode<T: RawRepresentable>(_ raws: [T.RawValue], as: T.Type) -> [T] { raws.compactMap(T.init(rawValue:)) }
print("decoded planets:", decode([3, 7, 1], as: Planet.self))
print("decoded percentages:", decode([10, 200, 90], as: Percentage.self).map(\.rawValue))
let mapped = ["n", "S", "east"].map { Compass(rawValue: $0).map { "\($0)" } ?? "?" }
print("compass parse:", mapped)

// expect: normalized: POST == .post: true
// expect: custom: PATCH
// expect: delete allowed: false get allowed: true
// expect: 50 -> ok 50%
// expect: 101 -> rejected
// expect: 0 -> ok 0%
// expect: -3 -> rejected
// expect: earth raw: 3
// expect: raw 4: Optional(main.Planet.mars) raw 9: nil
// expect: raws: ["north", "S", "east"]
// expect: generic raws: [4, 2] ["GET", "DELETE"]
// expect: decoded planets: [main.Planet.earth, main.Planet.mercury]
// expect: decoded percentages: [10, 90]
// expect: compass parse: ["?", "south", "east"]
