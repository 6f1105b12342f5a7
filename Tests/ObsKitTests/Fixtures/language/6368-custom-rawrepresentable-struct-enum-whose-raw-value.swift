// Advanced Swift style (Enums): a custom RawRepresentable for a struct and for an enum whose raw value is a non-literal type
struct HexColor: RawRepresentable, Equatable {
    let rawValue: String
    init?(rawValue: String) {
        guard rawValue.hasPrefix("#"), rawValue.count == 7,
              rawValue.dropFirst().allSatisfy({ $0.isHexDigit }) else { return nil }
        self.rawValue = rawValue.lowercased()
    }
    var rgb: (Int, Int, Int) {
        let digits = Array(rawValue.dropFirst())
        func byte(_ i: Int) -> Int { Int(String(digits[i..<i + 2]), radix: 16)! }
        return (byte(0), byte(2), byte(4))
    }
}

print(HexColor(rawValue: "#FF8000")?.rawValue ?? "invalid")
print(HexColor(rawValue: "FF8000")?.rawValue ?? "invalid")
print(HexColor(rawValue: "#GG0000")?.rawValue ?? "invalid")
if let c = HexColor(rawValue: "#0A14FF") { print(c.rgb) }
print(HexColor(rawValue: "#abcdef") == HexColor(rawValue: "#ABCDEF"))

struct Version: Equatable { var major: Int; var minor: Int }
enum Release: RawRepresentable {
    case legacy, current, beta(Int)
    init?(rawValue: Version) {
        switch (rawValue.major, rawValue.minor) {
        case (0, _), (1, _): self = .legacy
        case (2, 0): self = .current
        case (2, let m) where m > 0: self = .beta(m)
        default: return nil
        }
    }
    var rawValue: Version {
        switch self {
        case .legacy: return Version(major: 1, minor: 0)
        case .current: return Version(major: 2, minor: 0)
        case .beta(let m): return Version(major: 2, minor: m)
        }
    }
}
let versions = [Version(major: 1, minor: 4), Version(major: 2, minor: 0), Version(major: 2, minor: 3), Version(major: 5, minor: 0)]
for v in versions {
    if let r = Release(rawValue: v) {
        print(v.major, v.minor, "->", r, r.rawValue.major, r.rawValue.minor)
    } else {
        print(v.major, v.minor, "-> unknown")
    }
}
func roundTrip<R: RawRepresentable>(_ value: R) -> R? { R(rawValue: value.rawValue) }
print(roundTrip(Release.beta(7)) as Any)
print(roundTrip(HexColor(rawValue: "#123456")!)!.rawValue)
enum Level: Int { case low = 1, mid = 5, high = 10 }
print(Level(rawValue: 5) as Any, Level.high.rawValue, roundTrip(Level.low)! == .low)

// expect: #ff8000
// expect: invalid
// expect: invalid
// expect: (10, 20, 255)
// expect: true
// expect: 1 4 -> legacy 1 0
// expect: 2 0 -> current 2 0
// expect: 2 3 -> beta(3) 2 3
// expect: 5 0 -> unknown
// expect: Optional(main.Release.beta(7))
// expect: #123456
// expect: Optional(main.Level.mid) 10 true
