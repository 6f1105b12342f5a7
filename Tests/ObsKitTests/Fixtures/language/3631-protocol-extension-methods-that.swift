// Compiler test style: protocol extension methods that are not requirements dispatch statically
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello from extension" }
    func farewell() -> String { "Goodbye from extension" }
}

struct English: Greeter {
    func greet() -> String { "Hello" }
    func farewell() -> String { "Goodbye" }
}
struct Silent: Greeter {}

let e = English()
print(e.greet())
print(e.farewell())

let g: Greeter = English()
print(g.greet())
print(g.farewell())

let s: any Greeter = Silent()
print(s.greet())
print(s.farewell())

func viaGeneric<T: Greeter>(_ t: T) -> String {
    "\(t.greet()) / \(t.farewell())"
}
print(viaGeneric(e))
print(viaGeneric(Silent()))

let all: [any Greeter] = [English(), Silent(), English()]
print(all.map { $0.greet() }.joined(separator: ", "))
print(all.map { $0.farewell() }.joined(separator: ", "))
print(all.compactMap { ($0 as? English)?.farewell() }.joined(separator: ", "))
// expect: Hello
// expect: Goodbye
// expect: Hello
// expect: Goodbye from extension
// expect: Hello from extension
// expect: Goodbye from extension
// expect: Hello / Goodbye from extension
// expect: Hello from extension / Goodbye from extension
// expect: Hello, Hello from extension, Hello
// expect: Goodbye from extension, Goodbye from extension, Goodbye from extension
// expect: Goodbye, Goodbye
