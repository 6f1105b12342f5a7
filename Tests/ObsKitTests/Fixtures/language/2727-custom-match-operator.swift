// Compiler test style: user-defined ~= overloads used by switch expression patterns
struct Even {}
func ~= (_: Even, value: Int) -> Bool { value % 2 == 0 }

struct Prefix { let p: String }
func ~= (pattern: Prefix, value: String) -> Bool { value.hasPrefix(pattern.p) }

func ~= <T>(pattern: (T) -> Bool, value: T) -> Bool { pattern(value) }

var matchCalls = 0
struct Tracked: Equatable {
  let v: Int
  static func ~= (lhs: Tracked, rhs: Int) -> Bool { matchCalls += 1; return lhs.v == rhs }
}

func kind(_ n: Int) -> String {
  switch n {
  case Even(): return "even"
  case { $0 > 100 }: return "big odd"
  default: return "odd"
  }
}
print([2, 7, 101, 102].map(kind))

func route(_ s: String) -> String {
  switch s {
  case Prefix(p: "/api/"): return "api"
  case Prefix(p: "/static/"), Prefix(p: "/img/"): return "asset"
  case "": return "empty"
  default: return "page"
  }
}
print(["/api/x", "/img/a.png", "/about", ""].map(route))

func tracked(_ n: Int) -> Int {
  switch n {
  case Tracked(v: 1): return 1
  case Tracked(v: 2): return 2
  case Tracked(v: 3): return 3
  default: return 0
  }
}
print(tracked(3), matchCalls)
matchCalls = 0
print(tracked(9), matchCalls)

struct Version: Comparable {
  let major: Int, minor: Int
  static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
let v = Version(major: 1, minor: 5)
switch v {
case Version(major: 0, minor: 0)...Version(major: 0, minor: 9): print("beta")
case Version(major: 1, minor: 0)..<Version(major: 2, minor: 0): print("v1 series")
default: print("other")
}

// expect: ["even", "odd", "big odd", "even"]
// expect: ["api", "asset", "page", "empty"]
// expect: 3 3
// expect: 0 3
// expect: v1 series
