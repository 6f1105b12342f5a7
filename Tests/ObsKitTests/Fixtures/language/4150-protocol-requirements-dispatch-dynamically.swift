// Compiler test style: protocol requirements dispatch dynamically, extension-only methods dispatch statically
protocol Greeter {
  func greet() -> String
}

extension Greeter {
  func greet() -> String { return "default greet" }
  func wave() -> String { return "extension wave" }
}

struct English: Greeter {
  func greet() -> String { return "hello" }
  func wave() -> String { return "english wave" }
}

let e = English()
print(e.greet())
print(e.wave())

let g: any Greeter = e
print(g.greet())
print(g.wave())

func viaGeneric<T: Greeter>(_ t: T) -> String {
  return t.greet() + " / " + t.wave()
}
print(viaGeneric(e))

func viaExistential(_ t: any Greeter) -> String {
  return t.greet() + " / " + t.wave()
}
print(viaExistential(e))

struct Silent: Greeter {}
print(Silent().greet(), Silent().wave())
let arr: [any Greeter] = [English(), Silent()]
for x in arr { print(x.greet(), "|", x.wave()) }
// expect: hello
// expect: english wave
// expect: hello
// expect: extension wave
// expect: hello / extension wave
// expect: hello / extension wave
// expect: default greet extension wave
// expect: hello | extension wave
// expect: default greet | extension wave
