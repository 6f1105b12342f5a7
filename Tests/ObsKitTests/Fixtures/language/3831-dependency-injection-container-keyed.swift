// App code style: dependency-injection container keyed by metatype with singletons
protocol Clock { func now() -> Int }
protocol Greeter { func greet(_ name: String) -> String }

struct FixedClock: Clock { let t: Int; func now() -> Int { t } }
final class Counter { var value = 0; func next() -> Int { value += 1; return value } }
struct TimeGreeter: Greeter {
    let clock: Clock
    func greet(_ name: String) -> String { clock.now() < 12 ? "Good morning, \(name)" : "Good afternoon, \(name)" }
}

final class Container {
    private var factories: [ObjectIdentifier: (Container) -> Any] = [:]
    private var singletons: [ObjectIdentifier: Any] = [:]
    private var shared: Set<ObjectIdentifier> = []

    func register<T>(_ type: T.Type, singleton: Bool = false, factory: @escaping (Container) -> T) {
        let key = ObjectIdentifier(type)
        factories[key] = { factory($0) }
        if singleton { shared.insert(key) }
    }

    func resolve<T>() -> T {
        let key = ObjectIdentifier(T.self)
        if let s = singletons[key] as? T { return s }
        guard let f = factories[key] else { fatalError("no registration for \(T.self)") }
        let value = f(self) as! T
        if shared.contains(key) { singletons[key] = value }
        return value
    }

    func resolve<T>(_ type: T.Type) -> T { resolve() }
}

let c = Container()
c.register(Clock.self) { _ in FixedClock(t: 9) }
c.register(Greeter.self) { c in TimeGreeter(clock: c.resolve()) }
c.register(Counter.self, singleton: true) { _ in Counter() }

let g: Greeter = c.resolve()
print(g.greet("Mia"))
let a = c.resolve(Counter.self)
let b: Counter = c.resolve()
print(a.next(), b.next(), a.next())
print(a === b)
c.register(Clock.self) { _ in FixedClock(t: 15) }
print(c.resolve(Greeter.self).greet("Leo"))
print(type(of: c.resolve(Clock.self)))
// expect: Good morning, Mia
// expect: 1 2 3
// expect: true
// expect: Good afternoon, Leo
// expect: FixedClock
