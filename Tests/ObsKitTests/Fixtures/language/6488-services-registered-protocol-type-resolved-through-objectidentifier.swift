// dependency injection style (container): services registered by protocol type and resolved through ObjectIdentifier(T.self), with singleton and factory scopes
protocol Logger: AnyObject { func log(_ message: String) }
protocol Clock { func now() -> Int }
protocol Repository { func load(id: Int) -> String }

final class Container {
    enum Scope { case singleton, factory }
    private var factories: [ObjectIdentifier: (Container) -> Any] = [:]
    private var scopes: [ObjectIdentifier: Scope] = [:]
    private var cache: [ObjectIdentifier: Any] = [:]
    private(set) var resolutions: [String] = []

    func register<T>(_ type: T.Type, scope: Scope = .singleton, factory: @escaping (Container) -> T) {
        let key = ObjectIdentifier(type)
        factories[key] = factory
        scopes[key] = scope
        cache[key] = nil
    }

    func resolve<T>(_ type: T.Type = T.self) -> T {
        let key = ObjectIdentifier(type)
        resolutions.append(String(describing: type))
        if let cached = cache[key] as? T { return cached }
        guard let make = factories[key], let value = make(self) as? T else {
            fatalError("no registration for \(type)")
        }
        if scopes[key] == .singleton { cache[key] = value }
        return value
    }

    func isRegistered<T>(_ type: T.Type) -> Bool { factories[ObjectIdentifier(type)] != nil }
}

final class MemoryLogger: Logger {
    private(set) var lines: [String] = []
    func log(_ message: String) { lines.append(message) }
}

struct FixedClock: Clock { var tick: Int; func now() -> Int { tick } }

struct UserRepository: Repository {
    let logger: Logger
    let clock: Clock
    func load(id: Int) -> String {
        logger.log("[\(clock.now())] load \(id)")
        return "user-\(id)"
    }
}

var ticks = 100
let container = Container()
container.register(Logger.self) { _ in MemoryLogger() }
container.register(Clock.self, scope: .factory) { _ in ticks += 1; return FixedClock(tick: ticks) }
container.register(Repository.self, scope: .factory) { c in
    UserRepository(logger: c.resolve(), clock: c.resolve())
}

let repo: Repository = container.resolve()
print(repo.load(id: 1), repo.load(id: 2))
let repo2 = container.resolve(Repository.self)
print(repo2.load(id: 3))
let logger = container.resolve(Logger.self) as! MemoryLogger
print(logger.lines)
print(container.resolve(Logger.self) === container.resolve(Logger.self))
print(container.isRegistered(Clock.self), container.isRegistered(Int.self))
print(container.resolutions.joined(separator: ","))
print(ObjectIdentifier(Logger.self) == ObjectIdentifier(Clock.self), ObjectIdentifier(Int.self) == ObjectIdentifier(Int.self))

// expect: user-1 user-2
// expect: user-3
// expect: ["[101] load 1", "[101] load 2", "[102] load 3"]
// expect: true
// expect: true false
// expect: Repository,Logger,Clock,Repository,Logger,Clock,Logger,Logger,Logger
// expect: false true
