// Compiler test style (test/Interpreter/protocol_extensions.swift): static vs dynamic dispatch of extension methods
protocol Greeter {
  func greet() -> String
}
extension Greeter {
  func greet() -> String { "default greet" }
  func hello() -> String { "extension hello" }
  func both() -> String { greet() + " / " + hello() }
}

struct Plain: Greeter {}
struct Custom: Greeter {
  func greet() -> String { "custom greet" }
  func hello() -> String { "custom hello" }
}

let plain = Plain()
let custom = Custom()
print(plain.greet(), "|", plain.hello())
print(custom.greet(), "|", custom.hello())
let g: Greeter = custom
print(g.greet(), "|", g.hello())
print(custom.both())
print(g.both())

protocol Named { var name: String { get } }
extension Named {
  var shout: String { name.uppercased() + "!" }
}
extension Named where Self: Numbered {
  var tag: String { "\(name)#\(number)" }
}
protocol Numbered { var number: Int { get } }

struct Item: Named, Numbered { let name: String; let number: Int }
struct Label: Named { let name: String }
print(Item(name: "bolt", number: 7).tag)
print(Item(name: "bolt", number: 7).shout, Label(name: "hi").shout)

extension Collection where Element: Equatable {
  func countOf(_ e: Element) -> Int { filter { $0 == e }.count }
}
print([1, 2, 1, 3, 1].countOf(1), "banana".countOf("a"))

extension Sequence where Element == Int {
  var total: Int { reduce(0, +) }
}
print([4, 5, 6].total, (1...10).total)

class Base: Greeter {
  func greet() -> String { "base greet" }
}
class Derived: Base {
  override func greet() -> String { "derived greet" }
}
let items: [Greeter] = [Plain(), Custom(), Base(), Derived()]
for item in items { print(item.both()) }

// expect: default greet | extension hello
// expect: custom greet | custom hello
// expect: custom greet | extension hello
// expect: custom greet / extension hello
// expect: custom greet / extension hello
// expect: bolt#7
// expect: BOLT! HI!
// expect: 3 3
// expect: 15 55
// expect: default greet / extension hello
// expect: custom greet / extension hello
// expect: base greet / extension hello
// expect: derived greet / extension hello
