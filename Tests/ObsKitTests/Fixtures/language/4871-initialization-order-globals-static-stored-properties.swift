// Compiler test style: initialization order of globals, static stored properties and lazy members
func trace<T>(_ label: String, _ value: T) -> T {
  print("  init \(label)")
  return value
}

print("program start")
let globalA = trace("globalA", 1)
var globalB = trace("globalB", globalA + 1)
print("after globals: \(globalA) \(globalB)")

enum Config {
  static let base = trace("Config.base", 100)
  static var derived = trace("Config.derived", base * 2)
  static let table: [String: Int] = {
    print("  building Config.table")
    return ["x": 1]
  }()
}

struct Registry {
  static var count = trace("Registry.count", 0)
  static func register() -> Int {
    count += 1
    return count
  }
}

class Service {
  static let shared = Service(name: trace("Service.shared name", "main"))
  class var label: String { return "service" }
  let name: String
  lazy var expensive: Int = {
    print("  computing expensive for \(name)")
    return name.count * 10
  }()
  init(name: String) {
    self.name = name
    print("  Service.init \(name)")
  }
}

print("touch Config.derived")
print(Config.derived)
print("touch Config.base")
print(Config.base)
Config.derived += 1
print(Config.derived)
print("touch Config.table")
print(Config.table["x"]!, Config.table.count)

print("register twice")
print(Registry.register(), Registry.register())

print("before Service.shared")
let s1 = Service.shared
print("got \(s1.name)")
let s2 = Service.shared
print(s1 === s2)
print("lazy access")
print(s1.expensive, s2.expensive)
s1.expensive = 5
print(s2.expensive)

let local = Service(name: "local")
print("local made, lazy untouched")
print(local.expensive)

struct Lazy {
  var calls = 0
  lazy var value: Int = {
    print("  computing Lazy.value")
    return 42
  }()
  lazy var dependent: String = "value is \(value)"
}
var l = Lazy()
print("first dependent")
print(l.dependent)
print("second read")
print(l.value, l.dependent)
var copy = l
copy.value = 1
print(copy.value, copy.dependent, l.value)
var fresh = Lazy()
let freshCopy = fresh
print("copy before first touch")
var freshCopy2 = freshCopy
print(fresh.value, freshCopy2.value)

struct Generic<T> {
  static var registry: [String] { return ["computed for \(T.self)"] }
}
print(Generic<Int>.registry, Generic<String>.registry)

func counterFactory() -> () -> Int {
  print("  factory called")
  var n = 0
  return { n += 1; return n }
}
let nextID = counterFactory()
print(nextID(), nextID())
print("program end, globalB = \(globalB)")

// expect: program start
// expect:   init globalA
// expect:   init globalB
// expect: after globals: 1 2
// expect: touch Config.derived
// expect:   init Config.base
// expect:   init Config.derived
// expect: 200
// expect: touch Config.base
// expect: 100
// expect: 201
// expect: touch Config.table
// expect:   building Config.table
// expect: 1 1
// expect: register twice
// expect:   init Registry.count
// expect: 1 2
// expect: before Service.shared
// expect:   init Service.shared name
// expect:   Service.init main
// expect: got main
// expect: true
// expect: lazy access
// expect:   computing expensive for main
// expect: 40 40
// expect: 5
// expect:   Service.init local
// expect: local made, lazy untouched
// expect:   computing expensive for local
// expect: 50
// expect: first dependent
// expect:   computing Lazy.value
// expect: value is 42
// expect: second read
// expect: 42 value is 42
// expect: 1 value is 42 42
// expect: copy before first touch
// expect:   computing Lazy.value
// expect:   computing Lazy.value
// expect: 42 42
// expect: ["computed for Int"] ["computed for String"]
// expect:   factory called
// expect: 1 2
// expect: program end, globalB = 2
