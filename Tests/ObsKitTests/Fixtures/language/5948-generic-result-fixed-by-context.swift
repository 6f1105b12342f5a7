// A generic parameter only the result fixes (a service locator's resolve<T>() -> T?): the context gives it, as a function argument, through a force unwrap, an annotation and a memberwise init
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
protocol Greeter { func greet() -> String }
struct English: Greeter { func greet() -> String { "hi" } }
final class Container {
    var factories: [String: () -> Any] = [:]
    func register<T>(_ type: T.Type, _ make: @escaping () -> T) { factories["\(type)"] = make }
    func resolve<T>(_ type: T.Type = T.self) -> T? { factories["\(type)"]?() as? T }
    func require<T>() -> T { factories["\(T.self)"]!() as! T }
}
let c = Container()
c.register(Greeter.self) { English() }
c.register(Int.self) { 42 }
let g: Greeter? = c.resolve()
print(g?.greet() ?? "none")
let n: Int = c.require()
print(n)
let g2: Greeter = c.require()
print(g2.greet())
func show(_ g: Greeter) { print("show", g.greet()) }
show(c.require())
let m: Int = c.resolve()!
print(m)
struct Screen { let greeter: Greeter; init(greeter: Greeter) { self.greeter = greeter } }
let s = Screen(greeter: c.resolve()!)
print(s.greeter.greet())
let x = c.resolve(Int.self)
print(x as Any)

// expect: hi
// expect: 42
// expect: hi
// expect: show hi
// expect: 42
// expect: hi
// expect: Optional(42)
