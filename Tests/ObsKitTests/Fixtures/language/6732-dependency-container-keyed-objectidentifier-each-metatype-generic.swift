// Sundell style (type-keyed storage): a dependency container keyed by ObjectIdentifier of each metatype, with generic factories
protocol Service { var id: String { get } }
struct Clock: Service { let id = "clock" }
struct Mailer: Service { var id: String { "mailer(\(host))" }; let host: String }
final class Metrics: Service {
    var events = 0
    var id: String { "metrics(\(events))" }
}

struct Container {
    private var factories: [ObjectIdentifier: () -> Any] = [:]
    private var names: [ObjectIdentifier: String] = [:]

    mutating func register<T>(_ type: T.Type, factory: @escaping () -> T) {
        factories[ObjectIdentifier(type)] = factory
        names[ObjectIdentifier(type)] = "\(type)"
    }

    mutating func register<T>(singleton: T) {
        register(T.self) { singleton }
    }

    func resolve<T>(_ type: T.Type = T.self) -> T? {
        factories[ObjectIdentifier(type)]?() as? T
    }

    func has<T>(_ type: T.Type) -> Bool { factories[ObjectIdentifier(T.self)] != nil }
    var registered: [String] { names.values.sorted() }
}

var container = Container()
container.register(Clock.self) { Clock() }
var made = 0
container.register(Mailer.self) { made += 1; return Mailer(host: "mx\(made)") }
let shared = Metrics()
container.register(singleton: shared)
container.register(singleton: 99)

let m1: Mailer? = container.resolve()
let m2 = container.resolve(Mailer.self)
print(m1!.id, m2!.id, made)
container.resolve(Metrics.self)!.events += 2
container.resolve(Metrics.self)!.events += 1
print(shared.id, container.resolve(Metrics.self) === shared)
print(container.resolve(Clock.self)!.id, container.resolve(Int.self)!)
print(container.resolve(String.self) == nil, container.has(Clock.self), container.has(Double.self))
print(container.registered)
let services: [Service] = [container.resolve(Clock.self)!, shared]
print(services.map { "\(type(of: $0))" })

// expect: mailer(mx1) mailer(mx2) 2
// expect: metrics(3) true
// expect: clock 99
// expect: true true false
// expect: ["Clock", "Int", "Mailer", "Metrics"]
// expect: ["Clock", "Metrics"]
