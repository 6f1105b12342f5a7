// App architecture style (dependency container): services registered by ObjectIdentifier of protocol metatypes and resolved as existentials
protocol Logger: AnyObject { func log(_ s: String) }
protocol Clock { func now() -> Int }
protocol Greeter { func greet(_ name: String) -> String }

final class MemoryLogger: Logger {
    var lines: [String] = []
    func log(_ s: String) { lines.append(s) }
}
struct FixedClock: Clock {
    let value: Int
    func now() -> Int { value }
}
struct PoliteGreeter: Greeter {
    let clock: Clock
    func greet(_ name: String) -> String { clock.now() < 12 ? "Good morning, \(name)" : "Good afternoon, \(name)" }
}

final class Container {
    private var factories: [ObjectIdentifier: (Container) -> Any] = [:]
    private var singletons: [ObjectIdentifier: Any] = [:]

    func register<T>(_ type: T.Type, factory: @escaping (Container) -> T) {
        factories[ObjectIdentifier(type)] = { factory($0) }
    }
    func singleton<T>(_ type: T.Type, _ make: @escaping (Container) -> T) {
        let key = ObjectIdentifier(type)
        factories[key] = { c in
            if let existing = c.singletons[key] { return existing }
            let made = make(c)
            c.singletons[key] = made
            return made
        }
    }
    func resolve<T>(_ type: T.Type = T.self) -> T? {
        factories[ObjectIdentifier(type)]?(self) as? T
    }
    var count: Int { factories.count }
}

let c = Container()
c.singleton(Logger.self) { _ in MemoryLogger() }
c.register(Clock.self) { _ in FixedClock(value: 9) }
c.register(Greeter.self) { c in PoliteGreeter(clock: c.resolve()!) }
print("registered:", c.count)

let greeter: Greeter = c.resolve()!
let logger1 = c.resolve(Logger.self)!
let logger2 = c.resolve(Logger.self)!
logger1.log(greeter.greet("Ada"))
logger2.log("same logger: \(logger1 === logger2)")
c.register(Clock.self) { _ in FixedClock(value: 15) }
logger1.log(c.resolve(Greeter.self)!.greet("Lin"))
let missing: Int? = c.resolve()
logger1.log("missing Int: \(missing == nil)")
if let mem = logger1 as? MemoryLogger {
    for (i, line) in mem.lines.enumerated() { print(i, line) }
}

// expect: registered: 3
// expect: 0 Good morning, Ada
// expect: 1 same logger: true
// expect: 2 Good afternoon, Lin
// expect: 3 missing Int: true
