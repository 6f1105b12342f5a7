// Compiler test style: static stored properties are lazily initialized on first access, exactly once
func make(_ tag: String, _ v: Int) -> Int {
  print("initializing \(tag)")
  return v
}

struct Registry {
  static var counter = make("Registry.counter", 100)
  static let limit = make("Registry.limit", 5)
  static var names: [String] = { print("initializing names"); return ["a"] }()
}

enum Globals {
  static let shared = make("Globals.shared", 42)
}

class Service {
  static var instances = make("Service.instances", 0)
  init() { Service.instances += 1 }
}

print("start")
print(Registry.limit)
print(Registry.limit)
Registry.counter += 1
print(Registry.counter)
print(Globals.shared + Globals.shared)
_ = Service()
_ = Service()
print("instances \(Service.instances)")
Registry.names.append("b")
print(Registry.names)
// expect: start
// expect: initializing Registry.limit
// expect: 5
// expect: 5
// expect: initializing Registry.counter
// expect: 101
// expect: initializing Globals.shared
// expect: 84
// expect: initializing Service.instances
// expect: instances 2
// expect: initializing names
// expect: ["a", "b"]
