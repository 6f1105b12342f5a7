// Compiler test style (test/Interpreter/protocol_initializers.swift): initializer requirements reached through metatypes and generics
// known-gap: error: 4892-initializer-requirements-reached-through-metatypes-generics.swift:10:3: error: return from initializer without initializing all stored properties ('self.id' is not initialized)
protocol Makeable {
  init()
  init?(code: Int)
  static var kind: String { get }
}

extension Makeable {
  init(twiceFrom code: Int) {
    if let made = Self(code: code * 2) {
      self = made
      print("  twiceFrom succeeded for \(Self.kind)")
    } else {
      self.init()
      print("  twiceFrom fell back for \(Self.kind)")
    }
  }
  static var kind: String { return "default-kind" }
}

struct Token: Makeable, CustomStringConvertible {
  var value: Int
  init() { value = -1 }
  init?(code: Int) {
    guard code < 10 else { return nil }
    value = code
  }
  var description: String { return "Token(\(value))" }
}

class Widget: Makeable, CustomStringConvertible {
  var id: Int
  required init() { id = 0; print("  Widget.init()") }
  required init?(code: Int) {
    if code < 0 { return nil }
    id = code
    print("  Widget.init(code: \(code))")
  }
  class var kind: String { return "widget" }
  var description: String { return "\(type(of: self))#\(id)" }
}

final class Gadget: Widget {
  required init() {
    super.init()
    id = 100
    print("  Gadget.init()")
  }
  required init?(code: Int) {
    super.init(code: code + 1000)
    print("  Gadget.init(code:)")
  }
  override class var kind: String { return "gadget" }
}

func build<T: Makeable>(_ type: T.Type, codes: [Int]) -> [String] {
  var out: [String] = []
  for c in codes {
    if let v = type.init(code: c) {
      out.append("\(v)")
    } else {
      out.append("nil(\(c))")
    }
  }
  out.append("\(T())")
  return out
}

print(build(Token.self, codes: [3, 12]))
print(build(Widget.self, codes: [4, -1]))
print(build(Gadget.self, codes: [5]))

print(Token(twiceFrom: 2))
print(Token(twiceFrom: 7))
print(Widget(twiceFrom: 3))
print(Gadget(twiceFrom: -2000))

let metas: [Makeable.Type] = [Token.self, Widget.self, Gadget.self]
for m in metas {
  print(m.kind, m.init(), m.init(code: 1) as Any)
}

let widgetType: Widget.Type = Gadget.self
let dynamicWidget = widgetType.init()
print(dynamicWidget, type(of: dynamicWidget) == Gadget.self)

protocol Resettable {
  init(seed: Int)
  var seed: Int { get }
}
extension Resettable {
  mutating func reset() { self = Self(seed: 0) }
  func cloned(adding n: Int) -> Self { return Self(seed: seed + n) }
}
struct Seeded: Resettable { var seed: Int; var history = [Int]() }
extension Seeded { init(seed: Int) { self.seed = seed; history = [seed] } }

var s = Seeded(seed: 5)
let c = s.cloned(adding: 3)
s.reset()
print(s.seed, s.history, c.seed, c.history)

func makeAll<each T: Makeable>(_ types: repeat (each T).Type) -> [String] {
  var names: [String] = []
  for t in repeat each types { names.append(t.kind) }
  return names
}
print(makeAll(Token.self, Gadget.self, Widget.self))

// expect: ["Token(3)", "nil(12)", "Token(-1)"]
// expect:   Widget.init(code: 4)
// expect:   Widget.init()
// expect: ["Widget#4", "nil(-1)", "Widget#0"]
// expect:   Widget.init(code: 1005)
// expect:   Gadget.init(code:)
// expect:   Widget.init()
// expect:   Gadget.init()
// expect: ["Gadget#1005", "Gadget#100"]
// expect:   twiceFrom succeeded for default-kind
// expect: Token(4)
// expect:   twiceFrom fell back for default-kind
// expect: Token(-1)
// expect:   Widget.init(code: 6)
// expect:   twiceFrom succeeded for widget
// expect: Widget#6
// expect:   Widget.init()
// expect:   Gadget.init()
// expect:   twiceFrom fell back for gadget
// expect: Gadget#100
// expect: default-kind Token(-1) Optional(Token(1))
// expect:   Widget.init()
// expect:   Widget.init(code: 1)
// expect: widget Widget#0 Optional(Widget#1)
// expect:   Widget.init()
// expect:   Gadget.init()
// expect:   Widget.init(code: 1001)
// expect:   Gadget.init(code:)
// expect: gadget Gadget#100 Optional(Gadget#1001)
// expect:   Widget.init()
// expect:   Gadget.init()
// expect: Gadget#100 true
// expect: 0 [0] 8 [8]
// expect: ["default-kind", "gadget", "widget"]
