// RawRepresentable structs (not enums): failable init(rawValue:), validation, use as dictionary keys and in switch
// known-gap: error: 9598-rawrepresentable-structs.swift:52:7: error: value of type 'Email.Type' has no member 'RawValue'
struct Email: RawRepresentable, Hashable, CustomStringConvertible {
    let rawValue: String
    init?(rawValue: String) {
        let parts = rawValue.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains(".") else { return nil }
        self.rawValue = rawValue.lowercased()
    }
    var domain: Substring { rawValue.split(separator: "@")[1] }
    var description: String { "<\(rawValue)>" }
}
struct Percent: RawRepresentable, Comparable {
    var rawValue: Int
    init(rawValue: Int) { self.rawValue = min(max(rawValue, 0), 100) }
    static func < (a: Percent, b: Percent) -> Bool { a.rawValue < b.rawValue }
    static let full = Percent(rawValue: 100)
}
struct Weekday: RawRepresentable, Equatable {
    let rawValue: Int
    init?(rawValue: Int) { guard (1...7).contains(rawValue) else { return nil }; self.rawValue = rawValue }
    static let monday = Weekday(rawValue: 1)!
    static let sunday = Weekday(rawValue: 7)!
    var isWeekend: Bool { rawValue >= 6 }
}
func rawOf<R: RawRepresentable>(_ r: R) -> R.RawValue { r.rawValue }
func build<R: RawRepresentable>(_ type: R.Type, from raws: [R.RawValue]) -> [R?] { raws.map(R.init(rawValue:)) }

let inputs = ["Ann@Example.com", "bad", "@x.org", "bob@host", "cy@a.b@c"]
for i in inputs { print(i, "->", Email(rawValue: i).map { "\($0) at \($0.domain)" } ?? "invalid") }
let e1 = Email(rawValue: "X@Y.Z")!, e2 = Email(rawValue: "x@y.z")!
print(e1 == e2, Set([e1, e2]).count, rawOf(e1))
var owners: [Email: String] = [e1: "first"]
owners[e2] = "second"
print(owners.count, owners[Email(rawValue: "x@Y.z")!]!)
let ps = [150, -20, 42].map { Percent(rawValue: $0) }
print(ps.map(\.rawValue), ps.max()!.rawValue, ps.sorted().map(rawOf))
print(Percent(rawValue: 100) == .full, Percent.full > Percent(rawValue: 99))
let days = build(Weekday.self, from: [0, 1, 6, 8])
print(days.map { $0?.rawValue as Any })
print(days.compactMap { $0 }.map(\.isWeekend))
func name(_ d: Weekday) -> String {
    switch d {
    case .monday: return "Mon"
    case .sunday: return "Sun"
    default: return "day\(d.rawValue)"
    }
}
print([1, 3, 7].compactMap(Weekday.init(rawValue:)).map(name))
enum Color: String { case red, green }
print(build(Color.self, from: ["red", "blue"]), rawOf(Color.green))
print(Email.RawValue.self, Percent.RawValue.self, type(of: rawOf(Weekday.monday)))

// expect: Ann@Example.com -> <ann@example.com> at example.com
// expect: bad -> invalid
// expect: @x.org -> invalid
// expect: bob@host -> invalid
// expect: cy@a.b@c -> invalid
// expect: true 1 x@y.z
// expect: 1 second
// expect: [100, 0, 42] 100 [0, 42, 100]
// expect: true true
// expect: [nil, Optional(1), Optional(6), nil]
// expect: [false, true]
// expect: ["Mon", "day3", "Sun"]
// expect: [Optional(main.Color.red), nil] green
// expect: String Int Int
