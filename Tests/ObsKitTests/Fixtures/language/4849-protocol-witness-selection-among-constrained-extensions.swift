// Compiler test style: protocol witness selection among constrained extensions, fixed at conformance time
// known-gap: line 19: expected "3 items", got "numeric total 6"
protocol Named { var name: String { get } }
protocol Greeter {
  func greet() -> String
  func farewell() -> String
}
extension Greeter {
  func greet() -> String { return "generic hello" }
  func farewell() -> String { return "generic bye" }
  func extra() -> String { return "extension-only extra" }
}
extension Greeter where Self: Named {
  func greet() -> String { return "hello, \(name)" }
  func extra() -> String { return "named extra for \(name)" }
}
extension Greeter where Self: Equatable {
  func farewell() -> String { return "equatable bye" }
}

struct Plain: Greeter {}
struct Person: Greeter, Named { let name: String }
struct Token: Greeter, Equatable {}
struct Both: Greeter, Named, Equatable {
  let name: String
  func farewell() -> String { return "own bye for \(name)" }
}

func viaGeneric<G: Greeter>(_ g: G) -> String { return "\(g.greet()) / \(g.farewell()) / \(g.extra())" }
func viaExistential(_ g: any Greeter) -> String { return "\(g.greet()) / \(g.farewell()) / \(g.extra())" }

let items: [any Greeter] = [Plain(), Person(name: "Ana"), Token(), Both(name: "Bo")]
print("direct:")
print(Plain().greet(), "|", Plain().extra())
print(Person(name: "Ana").greet(), "|", Person(name: "Ana").extra())
print(Token().farewell())
print(Both(name: "Bo").greet(), "|", Both(name: "Bo").farewell(), "|", Both(name: "Bo").extra())
print("generic:")
print(viaGeneric(Plain()))
print(viaGeneric(Person(name: "Ana")))
print(viaGeneric(Token()))
print(viaGeneric(Both(name: "Bo")))
print("existential:")
for g in items { print(viaExistential(g)) }

protocol Container {
  associatedtype Item
  var items: [Item] { get }
  func summary() -> String
}
extension Container {
  func summary() -> String { return "\(items.count) items" }
}
extension Container where Item: Numeric {
  func summary() -> String { return "numeric total \(items.reduce(0, +))" }
}
extension Container where Item == String {
  func summary() -> String { return "strings: \(items.joined(separator: "+"))" }
}

struct Box<T>: Container { var items: [T] }
struct IntBag: Container { var items: [Int] }

func summarize<C: Container>(_ c: C) -> String { return c.summary() }
print(Box(items: [1, 2, 3]).summary())
print(Box(items: ["a", "b"]).summary())
print(Box(items: [true]).summary())
print(summarize(Box(items: [1, 2, 3])))
print(summarize(Box(items: ["a", "b"])))
print(summarize(IntBag(items: [4, 5])))
print(summarize(Box(items: [1.5, 2.5])))

class Animal: Greeter {
  func greet() -> String { return "animal greet" }
}
class Dog: Animal, Named {
  var name: String { return "Rex" }
  override func greet() -> String { return "dog greet" }
}
class Cat: Animal, Named {
  var name: String { return "Tom" }
}
print(viaGeneric(Animal()))
print(viaGeneric(Dog()))
print(viaGeneric(Cat()))
print(viaExistential(Cat()))
print(Cat().extra(), "|", (Cat() as Animal).extra())

protocol Sized { static var size: Int { get } }
extension Sized { static var size: Int { return 1 } }
extension Sized where Self: Collection { static var size: Int { return 100 } }
struct One: Sized {}
struct Many: Sized, Collection {
  var startIndex: Int { 0 }
  var endIndex: Int { 0 }
  subscript(i: Int) -> Int { i }
  func index(after i: Int) -> Int { i + 1 }
}
func sizeOf<T: Sized>(_: T.Type) -> Int { return T.size }
print(One.size, Many.size, sizeOf(One.self), sizeOf(Many.self))

// expect: direct:
// expect: generic hello | extension-only extra
// expect: hello, Ana | named extra for Ana
// expect: equatable bye
// expect: hello, Bo | own bye for Bo | named extra for Bo
// expect: generic:
// expect: generic hello / generic bye / extension-only extra
// expect: hello, Ana / generic bye / extension-only extra
// expect: generic hello / equatable bye / extension-only extra
// expect: hello, Bo / own bye for Bo / extension-only extra
// expect: existential:
// expect: generic hello / generic bye / extension-only extra
// expect: hello, Ana / generic bye / extension-only extra
// expect: generic hello / equatable bye / extension-only extra
// expect: hello, Bo / own bye for Bo / extension-only extra
// expect: numeric total 6
// expect: strings: a+b
// expect: 1 items
// expect: 3 items
// expect: 2 items
// expect: numeric total 9
// expect: 2 items
// expect: animal greet / generic bye / extension-only extra
// expect: dog greet / generic bye / extension-only extra
// expect: animal greet / generic bye / extension-only extra
// expect: animal greet / generic bye / extension-only extra
// expect: named extra for Tom | extension-only extra
// expect: 1 100 1 100
