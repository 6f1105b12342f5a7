// Compiler test style: `~=` overloads for custom pattern matching in switch, if case and closures-as-patterns
struct Regexish {
  let prefix: String
  let suffix: String
}

func ~= (pattern: Regexish, value: String) -> Bool {
  return value.hasPrefix(pattern.prefix) && value.hasSuffix(pattern.suffix)
}

struct Predicate<T> {
  let test: (T) -> Bool
}

func ~= <T>(pattern: Predicate<T>, value: T) -> Bool {
  return pattern.test(value)
}

func ~= (pattern: Int, value: Double) -> Bool {
  return Double(pattern) == value
}

let even = Predicate<Int> { $0 % 2 == 0 }
let negative = Predicate<Int> { $0 < 0 }

func kind(_ n: Int) -> String {
  switch n {
  case negative: return "negative"
  case 0: return "zero"
  case even: return "even"
  default: return "odd"
  }
}
print([-4, 0, 7, 12].map(kind))

func route(_ path: String) -> String {
  switch path {
  case Regexish(prefix: "/api/", suffix: ".json"): return "json api"
  case Regexish(prefix: "/api/", suffix: ""): return "api"
  case Regexish(prefix: "", suffix: ".png"): return "image"
  default: return "page"
  }
}
for p in ["/api/users.json", "/api/ping", "/img/logo.png", "/about"] {
  print(p, "->", route(p))
}

let reading = 3.0
switch reading {
case 2: print("two")
case 3: print("exactly three")
default: print("something else")
}

if case Predicate<String>(test: { $0.count > 3 }) = "swift" {
  print("long word")
}

struct Between { let lo: Int; let hi: Int }
func ~= (p: Between, v: Int) -> Bool { p.lo < v && v < p.hi }
let temps = [-5, 12, 25, 38]
for t in temps {
  switch t {
  case Between(lo: -100, hi: 0): print(t, "freezing")
  case Between(lo: 0, hi: 20): print(t, "cool")
  case Between(lo: 19, hi: 30): print(t, "pleasant")
  default: print(t, "hot")
  }
}

// expect: ["negative", "zero", "odd", "even"]
// expect: /api/users.json -> json api
// expect: /api/ping -> api
// expect: /img/logo.png -> image
// expect: /about -> page
// expect: exactly three
// expect: long word
// expect: -5 freezing
// expect: 12 cool
// expect: 25 pleasant
// expect: 38 hot
