// Compiler test style: Comparable conformance with custom < and derived >, <=, >=, min, max, sorted

struct Version: Comparable, CustomStringConvertible {
  var major: Int
  var minor: Int
  var patch: Int

  init(_ major: Int, _ minor: Int, _ patch: Int) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  static func < (a: Version, b: Version) -> Bool {
    if a.major != b.major { return a.major < b.major }
    if a.minor != b.minor { return a.minor < b.minor }
    return a.patch < b.patch
  }

  var description: String { return "\(major).\(minor).\(patch)" }
}

enum Priority: Int, Comparable {
  case low = 1, medium, high, critical

  static func < (a: Priority, b: Priority) -> Bool {
    return a.rawValue < b.rawValue
  }
}

enum Size: Comparable {
  case small, medium, large
}

struct Reversed: Comparable {
  var n: Int
  static func < (a: Reversed, b: Reversed) -> Bool {
    return a.n > b.n
  }
}

func largest<T: Comparable>(_ xs: [T]) -> T? {
  var best: T? = nil
  for x in xs {
    if best == nil || x > best! {
      best = x
    }
  }
  return best
}

func clamp<T: Comparable>(_ x: T, _ lo: T, _ hi: T) -> T {
  return min(max(x, lo), hi)
}

let v1 = Version(1, 2, 3)
let v2 = Version(1, 10, 0)
let v3 = Version(2, 0, 0)
print(v1 < v2, v2 < v3, v3 < v1)
print(v1 > v2, v1 <= v1, v1 >= v2)
print(v1 == Version(1, 2, 3))
print(min(v1, v2, v3), max(v1, v2, v3))
let versions = [v3, v1, Version(0, 9, 9), v2, Version(1, 2, 0)]
print(versions.sorted())
print(versions.sorted(by: >))
print(versions.min()!, versions.max()!)
print(largest(versions)!)
print(clamp(Version(3, 0, 0), v1, v3))
print(clamp(Version(0, 1, 0), v1, v3))

print(Priority.low < .high)
print(Priority.critical > .medium)
print([Priority.high, .low, .critical, .medium].sorted().map { $0.rawValue })
print(largest([Priority.medium, .high, .low])!)

print(Size.small < .large)
print(Size.large < .medium)
print([Size.large, .small, .medium].sorted())
print([Size.large, .small, .medium].max()!)

let rs = [Reversed(n: 3), Reversed(n: 1), Reversed(n: 2)]
print(rs.sorted().map { $0.n })
print(rs.min()!.n, rs.max()!.n)
print(Reversed(n: 1) > Reversed(n: 2))

print((1, "b") < (1, "c"))
print((2, "a") < (1, "z"))
print((1, 2, 3) <= (1, 2, 3))
print("apple" < "banana", "Zebra" < "apple")
print(clamp(15, 0, 10), clamp(-5, 0, 10), clamp(5, 0, 10))
print(clamp("m", "a", "k"))
let r = v1...v3
print(r.contains(v2), r.contains(Version(2, 0, 1)))

// expect: true true false
// expect: false true false
// expect: true
// expect: 1.2.3 2.0.0
// expect: [0.9.9, 1.2.0, 1.2.3, 1.10.0, 2.0.0]
// expect: [2.0.0, 1.10.0, 1.2.3, 1.2.0, 0.9.9]
// expect: 0.9.9 2.0.0
// expect: 2.0.0
// expect: 2.0.0
// expect: 1.2.3
// expect: true
// expect: true
// expect: [1, 2, 3, 4]
// expect: high
// expect: true
// expect: false
// expect: [main.Size.small, main.Size.medium, main.Size.large]
// expect: large
// expect: [3, 2, 1]
// expect: 3 1
// expect: true
// expect: true
// expect: false
// expect: true
// expect: true true
// expect: 10 0 5
// expect: k
// expect: true false
