// Compiler test style (dispatch): protocol requirements dispatch dynamically, extension-only methods statically
protocol Greeter {
    func greet() -> String
}

extension Greeter {
    func greet() -> String { "default greet" }
    func farewell() -> String { "default farewell" }
}

struct English: Greeter {
    func greet() -> String { "hello" }
    func farewell() -> String { "goodbye" }
}

struct Silent: Greeter {}

let e = English()
print(e.greet(), "/", e.farewell())

let g: Greeter = English()
print(g.greet(), "/", g.farewell())

let s: any Greeter = Silent()
print(s.greet(), "/", s.farewell())

func viaGeneric<T: Greeter>(_ t: T) -> String {
    "\(t.greet()) / \(t.farewell())"
}
print(viaGeneric(English()))

// Class hierarchy: a subclass override of a protocol default does not
// participate in the witness table if the base class used the default.
class Animal: Greeter {}
class Dog: Animal {
    func greet() -> String { "woof" }
}
let d = Dog()
print(d.greet())
let asAnimal: Animal = d
print(asAnimal.greet())
let asGreeter: Greeter = d
print(asGreeter.greet())

// When the base class implements the requirement, overrides dispatch dynamically.
class Cat: Greeter {
    func greet() -> String { "meow" }
}
class Lion: Cat {
    override func greet() -> String { "roar" }
}
let lionAsGreeter: Greeter = Lion()
print(lionAsGreeter.greet())

// Constrained extension chooses the more specific implementation statically
protocol Named { var name: String { get } }
extension Named { var title: String { "Named(\(name))" } }
extension Named where Self: Equatable { var title: String { "EqNamed(\(name))" } }
struct Tag: Named, Equatable { let name: String }
struct Label: Named { let name: String }
print(Tag(name: "t").title, Label(name: "l").title)
func titleOf<T: Named>(_ x: T) -> String { x.title }
print(titleOf(Tag(name: "t")))

// expect: hello / goodbye
// expect: hello / default farewell
// expect: default greet / default farewell
// expect: hello / default farewell
// expect: woof
// expect: default greet
// expect: default greet
// expect: roar
// expect: EqNamed(t) Named(l)
// expect: Named(t)
