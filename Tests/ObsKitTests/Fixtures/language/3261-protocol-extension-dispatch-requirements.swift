// Swift book style: protocol extension dispatch — requirements vs extension-only methods
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello from the default" }
    func farewell() -> String { "Goodbye from the extension" }
}

struct English: Greeter {
    func greet() -> String { "Hello!" }
    func farewell() -> String { "Bye!" }
}
struct Silent: Greeter {}

let e = English()
print(e.greet())
print(e.farewell())

let g: any Greeter = English()
print(g.greet())
print(g.farewell())

let s = Silent()
print(s.greet(), "/", s.farewell())

func generic<T: Greeter>(_ t: T) -> String {
    t.greet() + " | " + t.farewell()
}
print(generic(English()))
print(generic(Silent()))

class Base: Greeter {
    func greet() -> String { "Base greet" }
}
class Derived: Base {
    override func greet() -> String { "Derived greet" }
}
let items: [any Greeter] = [Base(), Derived(), Silent()]
for item in items {
    print(item.greet())
}
// expect: Hello!
// expect: Bye!
// expect: Hello!
// expect: Goodbye from the extension
// expect: Hello from the default / Goodbye from the extension
// expect: Hello! | Goodbye from the extension
// expect: Hello from the default | Goodbye from the extension
// expect: Base greet
// expect: Derived greet
// expect: Hello from the default
