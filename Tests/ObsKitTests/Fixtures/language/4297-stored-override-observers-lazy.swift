// Compiler test style: stored property overridden with observers plus lazy and default-initialized subclass state
class Config {
  static var defaultSize = 10
  var size: Int = Config.defaultSize
  var name: String = "cfg"
  var tags: [String] = [] {
    didSet { print("  Config.tags didSet count \(oldValue.count) -> \(tags.count)") }
  }

  func apply() -> String { return "\(name):\(size)" }
}

class TrackedConfig: Config {
  var changes = 0
  lazy var signature: String = {
    print("  computing signature")
    return "sig-\(self.name)-\(self.size)"
  }()

  override var size: Int {
    didSet {
      changes += 1
      print("  TrackedConfig.size \(oldValue) -> \(size) (changes \(changes))")
    }
  }

  override var tags: [String] {
    willSet { print("  TrackedConfig.tags willSet \(newValue)") }
  }
}

class ValidatedConfig: TrackedConfig {
  override var size: Int {
    willSet { print("  ValidatedConfig.size willSet \(newValue)") }
    didSet {
      if size < 0 {
        print("  negative, restoring \(oldValue)")
        size = oldValue
      }
    }
  }
}

Config.defaultSize = 32
let c = Config()
print(c.apply())

let t = TrackedConfig()
t.size = 5
t.size *= 2
print(t.apply(), t.changes)
print(t.signature)
t.size = 1
print(t.signature)

print("tags:")
t.tags.append("x")
t.tags += ["y", "z"]
t.tags[0] = "w"
print(t.tags)

print("validated:")
let v = ValidatedConfig()
v.size = 3
v.size = -4
print(v.size, v.changes)
v.tags = ["only"]
print(v.signature)
// expect: cfg:32
// expect:   TrackedConfig.size 32 -> 5 (changes 1)
// expect:   TrackedConfig.size 5 -> 10 (changes 2)
// expect: cfg:10 2
// expect:   computing signature
// expect: sig-cfg-10
// expect:   TrackedConfig.size 10 -> 1 (changes 3)
// expect: sig-cfg-10
// expect: tags:
// expect:   TrackedConfig.tags willSet ["x"]
// expect:   Config.tags didSet count 0 -> 1
// expect:   TrackedConfig.tags willSet ["x", "y", "z"]
// expect:   Config.tags didSet count 1 -> 3
// expect:   TrackedConfig.tags willSet ["w", "y", "z"]
// expect:   Config.tags didSet count 3 -> 3
// expect: ["w", "y", "z"]
// expect: validated:
// expect:   ValidatedConfig.size willSet 3
// expect:   TrackedConfig.size 32 -> 3 (changes 1)
// expect:   ValidatedConfig.size willSet -4
// expect:   TrackedConfig.size 3 -> -4 (changes 2)
// expect:   negative, restoring 3
// expect:   ValidatedConfig.size willSet 3
// expect:   TrackedConfig.size -4 -> 3 (changes 3)
// expect: 3 3
// expect:   TrackedConfig.tags willSet ["only"]
// expect:   Config.tags didSet count 0 -> 1
// expect:   computing signature
// expect: sig-cfg-3
