// Compiler test style: protocol initializer requirements satisfied by required inits through a hierarchy
protocol Defaultable {
  init()
  var summary: String { get }
}

protocol Parseable {
  init?(text: String)
}

class Setting: Defaultable, Parseable {
  var raw: String
  required init() {
    raw = "default"
    print("  Setting.init()")
  }
  required init?(text: String) {
    if text.isEmpty { return nil }
    raw = text
    print("  Setting.init?(text:) \(text)")
  }
  var summary: String { return "Setting(\(raw))" }
}

class NumberSetting: Setting {
  var number: Int = 0
  required init() {
    super.init()
    number = 42
    print("  NumberSetting.init()")
  }
  required init?(text: String) {
    guard let n = Int(text) else {
      print("  NumberSetting rejects \(text)")
      return nil
    }
    number = n
    super.init(text: text)
  }
  override var summary: String { return "Number(\(number))" }
}

final class BoundedSetting: NumberSetting {
  required init?(text: String) {
    super.init(text: text)
    if number > 100 {
      print("  BoundedSetting rejects \(number)")
      return nil
    }
  }
  required init() {
    super.init()
    number = 7
  }
  override var summary: String { return "Bounded(\(number))" }
}

func makeDefault<T: Defaultable>(_: T.Type) -> T {
  return T()
}

func parseAll<T: Parseable & Defaultable>(_ t: T.Type, _ inputs: [String]) -> [String] {
  return inputs.map { T(text: $0)?.summary ?? "nil" }
}

print("defaults:")
print(makeDefault(Setting.self).summary)
print(makeDefault(NumberSetting.self).summary)
print(makeDefault(BoundedSetting.self).summary)

print("parse:")
print(parseAll(Setting.self, ["a", ""]))
print(parseAll(NumberSetting.self, ["12", "x"]))
print(parseAll(BoundedSetting.self, ["50", "500"]))

print("existential metatypes:")
let kinds: [Defaultable.Type] = [Setting.self, NumberSetting.self, BoundedSetting.self]
for k in kinds {
  let v = k.init()
  print("\(k): \(v.summary)")
}
// expect: defaults:
// expect:   Setting.init()
// expect: Setting(default)
// expect:   Setting.init()
// expect:   NumberSetting.init()
// expect: Number(42)
// expect:   Setting.init()
// expect:   NumberSetting.init()
// expect: Bounded(7)
// expect: parse:
// expect:   Setting.init?(text:) a
// expect: ["Setting(a)", "nil"]
// expect:   Setting.init?(text:) 12
// expect:   NumberSetting rejects x
// expect: ["Number(12)", "nil"]
// expect:   Setting.init?(text:) 50
// expect:   Setting.init?(text:) 500
// expect:   BoundedSetting rejects 500
// expect: ["Bounded(50)", "nil"]
// expect: existential metatypes:
// expect:   Setting.init()
// expect: Setting: Setting(default)
// expect:   Setting.init()
// expect:   NumberSetting.init()
// expect: NumberSetting: Number(42)
// expect:   Setting.init()
// expect:   NumberSetting.init()
// expect: BoundedSetting: Bounded(7)
