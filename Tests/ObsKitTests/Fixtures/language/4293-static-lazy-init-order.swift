// Compiler test style: static stored properties initialize lazily on first access, shared across subclasses
func trace(_ s: String) -> String {
  print("  init \(s)")
  return s
}

class Registry {
  static let primary = trace("Registry.primary")
  static var secondary = trace("Registry.secondary")
  static var entries: [String] = {
    print("  init Registry.entries")
    return ["seed"]
  }()
  class var label: String { return "Registry" }

  static func register(_ s: String) {
    entries.append("\(label):\(s)")
  }
}

class SubRegistry: Registry {
  static let own = trace("SubRegistry.own")
  override class var label: String { return "Sub" }
}

print("start")
print("touch label: \(SubRegistry.label)")
print("touch own:")
print(SubRegistry.own)
print("touch primary via subclass:")
print(SubRegistry.primary)
print("touch primary again:")
print(Registry.primary)
print("register:")
Registry.register("a")
SubRegistry.register("b")
print(Registry.entries)
print(SubRegistry.entries.count)
print("secondary:")
SubRegistry.secondary = "assigned"
print(Registry.secondary)

struct Lazy {
  static var hits = 0
  static let computed: Int = {
    hits += 1
    print("  computing Lazy.computed")
    return 99
  }()
}
print("lazy struct:")
print(Lazy.hits)
print(Lazy.computed + Lazy.computed)
print(Lazy.hits)

class Holder {
  lazy var expensive: String = {
    print("  computing expensive for \(self.name)")
    return self.name.uppercased()
  }()
  let name: String
  init(_ n: String) { name = n }
}
class SubHolder: Holder {
  override init(_ n: String) {
    super.init(n + "!")
  }
}
print("lazy instance:")
let h = SubHolder("box")
print("created")
print(h.expensive)
print(h.expensive)
h.expensive = "manual"
print(h.expensive)
// expect: start
// expect: touch label: Sub
// expect: touch own:
// expect:   init SubRegistry.own
// expect: SubRegistry.own
// expect: touch primary via subclass:
// expect:   init Registry.primary
// expect: Registry.primary
// expect: touch primary again:
// expect: Registry.primary
// expect: register:
// expect:   init Registry.entries
// expect: ["seed", "Registry:a", "Sub:b"]
// expect: 3
// expect: secondary:
// expect:   init Registry.secondary
// expect: assigned
// expect: lazy struct:
// expect: 0
// expect:   computing Lazy.computed
// expect: 198
// expect: 1
// expect: lazy instance:
// expect: created
// expect:   computing expensive for box!
// expect: BOX!
// expect: BOX!
// expect: manual
