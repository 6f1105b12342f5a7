// App code style: dependency injection container keyed by type names with scopes
// known-gap: error: 4122-dependency-injection-container-keyed.swift:42:38: error: not supported yet: the type 'T' stands for here is not known (ObsREPL checks no types; pass it, as in 'T.self', or give it by an argument of its type)
protocol Logger { func log(_ msg: String) }
protocol Clock { var now: Int { get } }
protocol UserService { func greet(id: Int) -> String }

final class PrintLogger: Logger {
    let prefix: String
    init(prefix: String) { self.prefix = prefix }
    func log(_ msg: String) { print("\(prefix) \(msg)") }
}

final class FixedClock: Clock {
    private var t = 1000
    var now: Int { t += 1; return t }
}

final class DefaultUserService: UserService {
    let logger: Logger
    let clock: Clock
    init(logger: Logger, clock: Clock) { self.logger = logger; self.clock = clock }
    func greet(id: Int) -> String {
        logger.log("greet \(id) at \(clock.now)")
        return "Hello user #\(id)"
    }
}

enum Scope { case singleton, transient }

enum ResolveError: Error { case notRegistered(String) }

final class Container {
    private var factories: [String: (scope: Scope, make: (Container) throws -> Any)] = [:]
    private var singletons: [String: Any] = [:]
    private(set) var created: [String] = []

    private func key<T>(_ t: T.Type) -> String { String(describing: t) }

    func register<T>(_ type: T.Type, scope: Scope = .singleton, _ make: @escaping (Container) throws -> T) {
        factories[key(type)] = (scope, { try make($0) })
    }

    func resolve<T>(_ type: T.Type = T.self) throws -> T {
        let k = key(type)
        if let existing = singletons[k] as? T { return existing }
        guard let entry = factories[k] else { throw ResolveError.notRegistered(k) }
        let instance = try entry.make(self) as! T
        created.append(k)
        if entry.scope == .singleton { singletons[k] = instance }
        return instance
    }
}

let c = Container()
c.register(Logger.self) { _ in PrintLogger(prefix: "[app]") }
c.register(Clock.self) { _ in FixedClock() }
c.register(UserService.self, scope: .transient) { c in
    DefaultUserService(logger: try c.resolve(), clock: try c.resolve())
}

do {
    let s1: UserService = try c.resolve()
    print(s1.greet(id: 7))
    let s2 = try c.resolve(UserService.self)
    print(s2.greet(id: 8))
    print("same service:", (s1 as AnyObject) === (s2 as AnyObject))
    let l1 = try c.resolve(Logger.self), l2 = try c.resolve(Logger.self)
    print("same logger:", (l1 as AnyObject) === (l2 as AnyObject))
    print("created:", c.created)
    let n: Int = try c.resolve()
    print("unexpected", n)
} catch ResolveError.notRegistered(let name) {
    print("not registered:", name)
} catch {
    print("other", error)
}
print(String(describing: [Int].self), String(describing: Optional<String>.self), String(describing: (Int, String).self))
// expect: [app] greet 7 at 1001
// expect: Hello user #7
// expect: [app] greet 8 at 1002
// expect: Hello user #8
// expect: same service: false
// expect: same logger: true
// expect: created: ["Logger", "Clock", "UserService", "UserService"]
// expect: not registered: Int
// expect: Array<Int> Optional<String> (Int, String)
