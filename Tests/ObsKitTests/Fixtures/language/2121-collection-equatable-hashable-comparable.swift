// Compiler test style: custom collection types with Equatable, Hashable and Comparable conformances
struct Version: Collection, Hashable, Comparable, CustomStringConvertible {
  var parts: [Int]
  init(_ s: String) { parts = s.split(separator: ".").map { Int($0)! } }
  var startIndex: Int { 0 }
  var endIndex: Int { parts.count }
  func index(after i: Int) -> Int { i + 1 }
  subscript(i: Int) -> Int { parts[i] }

  private var normalized: [Int] {
    var p = parts
    while let l = p.last, l == 0 { p.removeLast() }
    return p
  }
  static func == (a: Version, b: Version) -> Bool { a.normalized == b.normalized }
  func hash(into h: inout Hasher) { h.combine(normalized) }
  static func < (a: Version, b: Version) -> Bool {
    a.normalized.lexicographicallyPrecedes(b.normalized)
  }
  var description: String { parts.map(String.init).joined(separator: ".") }
}

let a = Version("1.2"), b = Version("1.2.0"), c = Version("1.10"), d = Version("1.9.9")
print(a == b, a != c)
print(a < c, d < c, c < d)
print(a <= b, a >= b, a > b)
let vs = [c, a, Version("0.9"), d, b, Version("2")]
print(vs.sorted())
print(vs.max()!, vs.min()!)
let unique = Set(vs)
print(unique.count)
var seen: [Version: String] = [:]
seen[a] = "first"
seen[b] = "second"
print(seen.count, seen[Version("1.2.0.0")]!)
print(a.count, b.count, Array(b))
print(vs.firstIndex(of: Version("1.2.0.0"))!)
print(vs.contains(Version("3")), vs.contains(Version("2.0")))
print(c.elementsEqual([1, 10]), c.starts(with: [1]))
print(vs.sorted(by: >).map { $0.description })
print([Version("1.0"), Version("1")].allSatisfy { $0 == Version("1.0.0") })

// expect: true true
// expect: true true false
// expect: true true false
// expect: [0.9, 1.2, 1.2.0, 1.9.9, 1.10, 2]
// expect: 2 0.9
// expect: 5
// expect: 1 second
// expect: 2 3 [1, 2, 0]
// expect: 1
// expect: false true
// expect: true true
// expect: ["2", "1.10", "1.9.9", "1.2", "1.2.0", "0.9"]
// expect: true
