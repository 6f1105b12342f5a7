// A registry keyed by type: `ObjectIdentifier(T.self)` from a `T.Type` argument, factories made with
// `T()` through a required `init()`, and type names printed. Expected output from swiftc 6.3.1 on Linux.
protocol Service { init(); func run() -> String }
struct Logger: Service { func run() -> String { "logging" } }
struct Mailer: Service { func run() -> String { "mailing" } }
final class Registry {
    private var makers: [ObjectIdentifier: () -> Service] = [:]
    private(set) var names: [String] = []
    func register<S: Service>(_ type: S.Type) {
        makers[ObjectIdentifier(type)] = { S() }
        names.append(String(describing: type))
    }
    func make<S: Service>(_ type: S.Type) -> S? { makers[ObjectIdentifier(S.self)]?() as? S }
}
let registry = Registry()
registry.register(Logger.self)
print(registry.names, registry.make(Logger.self)?.run() ?? "missing", registry.make(Mailer.self)?.run() ?? "missing")
registry.register(Mailer.self)
print(registry.names.sorted(), registry.make(Mailer.self)!.run())

// expect: ["Logger"] logging missing
// expect: ["Logger", "Mailer"] mailing
