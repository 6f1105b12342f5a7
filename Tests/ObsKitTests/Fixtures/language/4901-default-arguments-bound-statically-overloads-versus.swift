// Compiler test style (test/Interpreter/default_args_override.swift): default arguments bound statically, overloads versus overrides
// known-gap: line 10: expected "Greeter.describe(Any)", got "Loud.describe(String)"
class Greeter {
  func greet(_ name: String = "base-default", punctuation: String = "!") -> String {
    return "Greeter: hello \(name)\(punctuation)"
  }
  func describe(_ x: Int) -> String { return "Greeter.describe(Int)" }
  func describe(_ x: Any) -> String { return "Greeter.describe(Any)" }
  func accept(_ g: Greeter) -> String { return "Greeter.accept(Greeter)" }
  static func make() -> String { return "static Greeter" }
  class func kind() -> String { return "class Greeter" }
}

class LoudGreeter: Greeter {
  override func greet(_ name: String = "loud-default", punctuation: String = "!!!") -> String {
    return "Loud: HELLO \(name.uppercased())\(punctuation)"
  }
  func describe(_ x: String) -> String { return "Loud.describe(String)" }
  override func describe(_ x: Int) -> String { return "Loud.describe(Int) then " + super.describe(x) }
  func accept(_ g: LoudGreeter) -> String { return "Loud.accept(LoudGreeter)" }
  override class func kind() -> String { return "class Loud / " + super.kind() }
}

let loud = LoudGreeter()
let asBase: Greeter = loud

print(loud.greet())
print(asBase.greet())
print(asBase.greet("x"))
print(loud.greet(punctuation: "?"))
print(asBase.greet(punctuation: "?"))
print(Greeter().greet())

print(loud.describe(1))
print(asBase.describe(1))
print(loud.describe("s"))
print(asBase.describe("s"))
print(loud.describe(2.5))

print(loud.accept(loud))
print(loud.accept(asBase))
print(asBase.accept(loud))

print(Greeter.make(), LoudGreeter.make())
print(Greeter.kind(), LoudGreeter.kind(), type(of: asBase).kind())

func defaultsFromContext(_ line: Int = #line, _ fn: String = #function) -> String {
  return "\(fn)@\(line)"
}
func callerA() -> String { return defaultsFromContext() }
print(callerA())
print(defaultsFromContext(0, "explicit"))

var sideEffects = 0
func nextID() -> Int { sideEffects += 1; return sideEffects * 100 }
func register(_ name: String, id: Int = nextID()) -> String { return "\(name)#\(id)" }
print(register("a"), register("b", id: 7), register("c"))
print("side effects ran \(sideEffects) times")

protocol Shouter {
  func shout(_ s: String) -> String
}
extension Shouter {
  func shout(_ s: String = "proto-default") -> String { return "ext " + s }
  func shoutTwice() -> String { return shout("twice") + " " + shout("twice") }
}
struct Quiet: Shouter {
  func shout(_ s: String) -> String { return "quiet " + s }
}
struct Silent: Shouter {}
print(Quiet().shout("x"), Quiet().shoutTwice())
print(Silent().shout(), Silent().shoutTwice())
let shouters: [Shouter] = [Quiet(), Silent()]
print(shouters.map { $0.shout("e") })
print(shouters.map { $0.shout() })

struct Config {
  var size: Int
  init(size: Int = Config.defaultSize()) { self.size = size }
  static func defaultSize() -> Int { print("computing default size"); return 42 }
}
print(Config().size, Config(size: 1).size)

// expect: Loud: HELLO LOUD-DEFAULT!!!
// expect: Loud: HELLO BASE-DEFAULT!
// expect: Loud: HELLO X!
// expect: Loud: HELLO LOUD-DEFAULT?
// expect: Loud: HELLO BASE-DEFAULT?
// expect: Greeter: hello base-default!
// expect: Loud.describe(Int) then Greeter.describe(Int)
// expect: Loud.describe(Int) then Greeter.describe(Int)
// expect: Loud.describe(String)
// expect: Greeter.describe(Any)
// expect: Greeter.describe(Any)
// expect: Loud.accept(LoudGreeter)
// expect: Greeter.accept(Greeter)
// expect: Greeter.accept(Greeter)
// expect: static Greeter static Greeter
// expect: class Greeter class Loud / class Greeter class Loud / class Greeter
// expect: callerA()@49
// expect: explicit@0
// expect: a#100 b#7 c#200
// expect: side effects ran 2 times
// expect: quiet x quiet twice quiet twice
// expect: ext proto-default ext twice ext twice
// expect: ["quiet e", "ext e"]
// expect: ["ext proto-default", "ext proto-default"]
// expect: computing default size
// expect: 42 1
