// Swift compiler execution test style (custom Comparable): hand-written < for versions and generic wrappers, sorting, min/max, clamping and range membership
struct Version: Comparable, CustomStringConvertible {
    var parts: [Int]
    init(_ s: String) { parts = s.split(separator: ".").map { Int($0)! } }
    static func < (l: Version, r: Version) -> Bool {
        for (a, b) in zip(l.parts, r.parts) where a != b { return a < b }
        return l.parts.count < r.parts.count
    }
    static func == (l: Version, r: Version) -> Bool { l.parts == r.parts }
    var description: String { parts.map(String.init).joined(separator: ".") }
}

let vs = ["1.10", "1.2", "1.2.1", "0.9", "1.2.0", "2"].map(Version.init)
print(vs.sorted())
print(vs.max()!, vs.min()!)
print(Version("1.2") < Version("1.2.0"), Version("1.10") > Version("1.9"), Version("3") >= Version("3"))
let range = Version("1.0")...Version("1.5")
print(range.contains(Version("1.2.1")), range.contains(Version("1.10")))

struct Reversed<T: Comparable>: Comparable {
    var value: T
    static func < (l: Self, r: Self) -> Bool { l.value > r.value }
}
print([3, 1, 2].map(Reversed.init).sorted().map(\.value))
print(["b", "c", "a"].map { Reversed(value: $0) }.max()!.value)

extension Comparable {
    func clamped(to r: ClosedRange<Self>) -> Self { min(max(self, r.lowerBound), r.upperBound) }
}
print(15.clamped(to: 0...10), (-3).clamped(to: 0...10), "m".clamped(to: "a"..."f"), Version("9").clamped(to: range))
print(vs.sorted(by: >).prefix(3).map(\.description))
let byLen = vs.sorted { ($0.parts.count, $0) < ($1.parts.count, $1) }
print(byLen)
print(max(Version("0.1"), Version("0.0.9"), Version("0.1.0")))

// expect: [0.9, 1.2, 1.2.0, 1.2.1, 1.10, 2]
// expect: 2 0.9
// expect: true true true
// expect: true false
// expect: [3, 2, 1]
// expect: a
// expect: 10 0 f 1.5
// expect: ["2", "1.10", "1.2.1"]
// expect: [2, 0.9, 1.2, 1.10, 1.2.0, 1.2.1]
// expect: 0.1.0
