// WWDC generics style (metatypes): T.Type parameters, type(of:), and a registry keyed by ObjectIdentifier(T.self)
protocol Plugin: AnyObject {
    init()
    var label: String { get }
}
final class Logger: Plugin { var label: String { "logger" } }
final class Cache: Plugin { var label: String { "cache" } }
class Shape { required init() {}; func area() -> Double { 0 } }
final class Square: Shape { override func area() -> Double { 4 } }

final class Registry {
    private var instances: [ObjectIdentifier: Plugin] = [:]
    private var names: [ObjectIdentifier: String] = [:]
    private(set) var created = 0

    func resolve<T: Plugin>(_ type: T.Type) -> T {
        let id = ObjectIdentifier(type)
        if let existing = instances[id] as? T { return existing }
        let made = T()
        created += 1
        instances[id] = made
        names[id] = String(describing: type)
        return made
    }

    var registered: [String] { names.values.sorted() }
}

func describe<T>(_ value: T) -> String {
    "static \(T.self), dynamic \(type(of: value))"
}

func make<T: Plugin>(_ type: T.Type = T.self) -> T { type.init() }

let registry = Registry()
let a = registry.resolve(Logger.self)
let b = registry.resolve(Logger.self)
let c = registry.resolve(Cache.self)
print(a === b, a.label, c.label, registry.created)
print(registry.registered)

let shape: Shape = Square()
print(describe(shape))
print(describe(42))
print(type(of: shape) == Square.self, type(of: shape) == Shape.self)
let kinds: [Any.Type] = [Int.self, String.self, [Double].self, Int?.self]
print(kinds.map { "\($0)" })
print(ObjectIdentifier(Int.self) == ObjectIdentifier(Int.self), ObjectIdentifier(Int.self) == ObjectIdentifier(String.self))
let cache: Cache = make()
print(cache.label)
let meta: Shape.Type = Square.self
print(meta.init().area())

// expect: true logger cache 2
// expect: ["Cache", "Logger"]
// expect: static Shape, dynamic Square
// expect: static Int, dynamic Int
// expect: true false
// expect: ["Int", "String", "Array<Double>", "Optional<Int>"]
// expect: true false
// expect: cache
// expect: 4.0
