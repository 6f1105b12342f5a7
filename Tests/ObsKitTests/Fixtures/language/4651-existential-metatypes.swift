// Compiler test style: existential metatypes, P.Type vs (any P).Type and static dispatch through them
// known-gap: line 25: expected "static Plugin.Type, dynamic Echo.Type", got "static Echo.Type, dynamic Echo.Type"
protocol Plugin {
  static var id: String { get }
  static func create() -> any Plugin
  func run() -> String
}

struct Echo: Plugin {
  static var id: String { "echo" }
  static func create() -> any Plugin { Echo() }
  func run() -> String { "echo!" }
}

final class Counter: Plugin {
  static var made = 0
  static var id: String { "counter" }
  static func create() -> any Plugin { made += 1; return Counter() }
  func run() -> String { "count=\(Counter.made)" }
}

let registry: [any Plugin.Type] = [Echo.self, Counter.self, Counter.self]
for t in registry {
  let p = t.create()
  print(t.id, p.run(), type(of: p))
}

let protoMeta = (any Plugin).self
print(protoMeta)
print(type(of: protoMeta))
let concreteMeta: any Plugin.Type = Echo.self
print(concreteMeta, type(of: concreteMeta))

func isPlugin(_ t: Any.Type) -> Bool { t is any Plugin.Type }
print(isPlugin(Echo.self), isPlugin(Int.self), isPlugin(Counter.self))

func lookup(_ name: String) -> (any Plugin.Type)? {
  registry.first { $0.id == name }
}
print(lookup("counter").map { "\($0)" } ?? "none")
print(lookup("nope").map { "\($0)" } ?? "none")

func idOf<T: Plugin>(_ t: T.Type) -> String { "generic " + T.id }
for t in registry { print(idOf(t)) }

let anyMetas: [Any.Type] = [Int.self, String.self, Echo.self, [Int].self, (Int, Int).self]
for m in anyMetas {
  if let p = m as? any Plugin.Type {
    print("plugin type", p.id)
  } else {
    print("other type", m)
  }
}

class Shape { class var kind: String { "shape" }; required init() {} }
class Circle: Shape { override class var kind: String { "circle" } }
class Dot: Circle { override class var kind: String { "dot" } }

let sm: [Shape.Type] = [Shape.self, Circle.self, Dot.self]
print(sm.map { $0.kind })
print(sm.map { $0 == Circle.self })
print(sm.map { $0 is Circle.Type })
let made = sm.map { $0.init() }
print(made.map { type(of: $0).kind })
print(ObjectIdentifier(Circle.self) == ObjectIdentifier(sm[1]))

func typeName<T>(_ v: T) -> String { "static \(T.self), dynamic \(type(of: v))" }
let s: Shape = Dot()
print(typeName(s))
let ep: any Plugin = Echo()
print(typeName(ep))
print(typeName(Echo.self as any Plugin.Type))

// expect: echo echo! Echo
// expect: counter count=1 Counter
// expect: counter count=2 Counter
// expect: Plugin
// expect: Plugin.Protocol
// expect: Echo Echo.Type
// expect: true false true
// expect: Counter
// expect: none
// expect: generic echo
// expect: generic counter
// expect: generic counter
// expect: other type Int
// expect: other type String
// expect: plugin type echo
// expect: other type Array<Int>
// expect: other type (Int, Int)
// expect: ["shape", "circle", "dot"]
// expect: [false, true, false]
// expect: [false, true, true]
// expect: ["shape", "circle", "dot"]
// expect: true
// expect: static Shape, dynamic Dot
// expect: static Plugin, dynamic Plugin
// expect: static Plugin.Type, dynamic Echo.Type
