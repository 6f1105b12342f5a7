// Generics: `T.Type` arguments used to build values and registries keyed by type names, plus `T.self` comparisons via ObjectIdentifier.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Service {
    init()
    func run() -> String
}

struct Logger: Service {
    func run() -> String { "logging" }
}
struct Mailer: Service {
    func run() -> String { "mailing" }
}

final class Registry {
    private var makers: [ObjectIdentifier: () -> Service] = [:]
    private(set) var names: [String] = []

    func register<S: Service>(_ type: S.Type) {
        makers[ObjectIdentifier(type)] = { S() }
        names.append(String(describing: type))
    }

    func make<S: Service>(_ type: S.Type) -> S? {
        makers[ObjectIdentifier(type)]?() as? S
    }

    func has<S: Service>(_ type: S.Type) -> Bool {
        makers[ObjectIdentifier(S.self)] != nil
    }
}

let registry = Registry()
registry.register(Logger.self)
print(registry.names)
print(registry.make(Logger.self)?.run() ?? "missing")
print(registry.make(Mailer.self)?.run() ?? "missing")
registry.register(Mailer.self)
print(registry.has(Mailer.self), registry.names.sorted())
print(registry.make(Mailer.self)!.run())

func typeName<T>(of: T.Type) -> String { "\(T.self)" }
print(typeName(of: Logger.self), typeName(of: [Mailer].self), typeName(of: (Int, String).self))
let m: Any.Type = Mailer.self
print(m == Mailer.self, m == Logger.self)

// expect: ["Logger"]
// expect: logging
// expect: missing
// expect: true ["Logger", "Mailer"]
// expect: mailing
// expect: Logger Array<Mailer> (Int, String)
// expect: true false
