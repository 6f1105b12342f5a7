// Generic code over Strideable and Numeric: custom Strideable types, distance/advanced, stride over custom values
struct Day: Strideable, CustomStringConvertible {
    let index: Int
    static let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    func distance(to other: Day) -> Int { other.index - index }
    func advanced(by n: Int) -> Day { Day(index: index + n) }
    var description: String {
        let m = ((index % 7) + 7) % 7
        return Day.names[m] + (index >= 7 || index < 0 ? "(\(index / 7 - (index < 0 ? 1 : 0)))" : "")
    }
}

func steps<T: Strideable>(from a: T, to b: T, by s: T.Stride) -> [T] {
    Array(stride(from: a, to: b, by: s))
}

func span<T: Strideable>(_ xs: [T]) -> T.Stride? {
    guard let lo = xs.min(), let hi = xs.max() else { return nil }
    return lo.distance(to: hi)
}

func sumOfSquares<T: Numeric>(_ xs: [T]) -> T {
    xs.reduce(0) { $0 + $1 * $1 }
}

func magnitudes<T: SignedNumeric & Comparable>(_ xs: [T]) -> [T] {
    xs.map { $0 < 0 ? -$0 : $0 }
}

let mon = Day(index: 0)
print(mon, mon.advanced(by: 4), mon.advanced(by: 9), mon.advanced(by: -1))
print(steps(from: mon, to: Day(index: 7), by: 2))
print(Array(stride(from: Day(index: 6), through: Day(index: 0), by: -3)))
print(mon < Day(index: 1), Day(index: 3) == Day(index: 3))
let week = mon..<Day(index: 7)
print(week.contains(Day(index: 6)), week.contains(Day(index: 7)))
print(span([Day(index: 5), Day(index: 2), Day(index: 11)]) as Any)
print(span([Int]()) as Any, span([3, 9, -4]) as Any)
print(span([1.5, 0.25]) as Any)
print(steps(from: 0.0, to: 1.0, by: 0.25))
print(steps(from: 10, to: 0, by: -3))
print(steps(from: UInt8(250), to: 255, by: 2))
print(steps(from: 5, to: 5, by: 1).isEmpty)
let chars = stride(from: UnicodeScalar("a").value, through: UnicodeScalar("k").value, by: 3)
print(String(chars.compactMap(UnicodeScalar.init).map(Character.init)))
print(sumOfSquares([1, 2, 3]), sumOfSquares([0.5, 1.5]), sumOfSquares([Int8]()))
print(magnitudes([-3, 4, -0]), magnitudes([-2.5, 1.0]))
print(Int8(-5).magnitude, (-7.25).magnitude, Int.min.magnitude)

struct Version: Strideable {
    var major: Int
    func distance(to o: Version) -> Int { o.major - major }
    func advanced(by n: Int) -> Version { Version(major: major + n) }
}
let vs = (Version(major: 1)...Version(major: 4))
print(vs.contains(Version(major: 4)), vs.lowerBound.major, vs.upperBound.major)
print(Array(stride(from: Version(major: 1), to: Version(major: 10), by: 4)).map(\.major))
var total = 0
for v in stride(from: Version(major: 3), through: Version(major: 0), by: -1) { total = total * 10 + v.major }
print(total)
print(5.distance(to: 2), 2.5.advanced(by: -1), UInt(3).distance(to: 1))

// expect: Mon Fri Wed(1) Sun(-1)
// expect: [Mon, Wed, Fri, Sun]
// expect: [Sun, Thu, Mon]
// expect: true true
// expect: true false
// expect: Optional(9)
// expect: nil Optional(13)
// expect: Optional(1.25)
// expect: [0.0, 0.25, 0.5, 0.75]
// expect: [10, 7, 4, 1]
// expect: [250, 252, 254]
// expect: true
// expect: adgj
// expect: 14 2.5 0
// expect: [3, 4, 0] [2.5, 1.0]
// expect: 5 7.25 9223372036854775808
// expect: true 1 4
// expect: [1, 5, 9]
// expect: 3210
// expect: -3 1.5 -2
