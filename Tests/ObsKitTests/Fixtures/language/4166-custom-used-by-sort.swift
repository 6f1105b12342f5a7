// Compiler test style: custom == and < used by sort, min, max, contains and firstIndex
struct Version: Comparable, CustomStringConvertible {
  var major: Int
  var minor: Int
  static func < (a: Version, b: Version) -> Bool {
    if a.major != b.major { return a.major < b.major }
    return a.minor < b.minor
  }
  var description: String { return "v\(major).\(minor)" }
}

struct Loose: Equatable {
  var value: Int
  var note: String
  static func == (a: Loose, b: Loose) -> Bool { return a.value == b.value }
}

let vs = [Version(major: 1, minor: 2), Version(major: 0, minor: 9), Version(major: 1, minor: 0), Version(major: 2, minor: 0)]
print(vs.sorted())
print(vs.sorted(by: >))
print(vs.min()!, vs.max()!)
print(Version(major: 1, minor: 0) <= Version(major: 1, minor: 0))
print(Version(major: 3, minor: 0) > Version(major: 2, minor: 9))
print(vs.contains(Version(major: 0, minor: 9)))

let ls = [Loose(value: 1, note: "a"), Loose(value: 2, note: "b")]
print(ls.contains(Loose(value: 2, note: "zzz")))
print(ls.firstIndex(of: Loose(value: 1, note: "?"))!)
print(Loose(value: 5, note: "x") == Loose(value: 5, note: "y"))
print(Loose(value: 5, note: "x") != Loose(value: 6, note: "x"))

func largest<T: Comparable>(_ xs: [T]) -> T { return xs.max()! }
print(largest(vs))
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { return a == b }
print(same(Loose(value: 1, note: "p"), Loose(value: 1, note: "q")))
print(Version(major: 1, minor: 5).clamped(Version(major: 1, minor: 0), Version(major: 1, minor: 3)))

extension Comparable {
  func clamped(_ lo: Self, _ hi: Self) -> Self { return min(max(self, lo), hi) }
}
// expect: [v0.9, v1.0, v1.2, v2.0]
// expect: [v2.0, v1.2, v1.0, v0.9]
// expect: v0.9 v2.0
// expect: true
// expect: true
// expect: true
// expect: true
// expect: 0
// expect: true
// expect: true
// expect: v2.0
// expect: true
// expect: v1.3
