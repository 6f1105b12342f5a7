// App code style: DI container with scopes, protocol keys and property-wrapper injection
protocol Storage: AnyObject { var name: String { get }; func save(_ s: String) -> Int }
final class MemoryStorage: Storage {
    let name = "memory"
    private var items: [String] = []
    func save(_ s: String) -> Int { items.append(s); return items.count }
}

enum Scope { case transient, shared }

final class Resolver {
    static let main = Resolver()
    private var entries: [String: (scope: Scope, make: () -> Any)] = [:]
    private var cache: [String: Any] = [:]
    private(set) var built: [String] = []
    private func key<T>(_ t: T.Type) -> String { String(describing: t) }

    func register<T>(_ t: T.Type, scope: Scope = .shared, _ make: @escaping () -> T) {
        entries[key(t)] = (scope, make)
        cache[key(t)] = nil
    }
    func resolve<T>(_ t: T.Type = T.self) -> T {
        let k = key(t)
        if let c = cache[k] { return c as! T }
        guard let e = entries[k] else { fatalError("missing \(k)") }
        let v = e.make() as! T
        built.append(k)
        if e.scope == .shared { cache[k] = v }
        return v
    }
}

@propertyWrapper
struct Inject<T> {
    private let resolve: () -> T
    init() { resolve = { Resolver.main.resolve(T.self) } }
    var wrappedValue: T { resolve() }
}

struct RequestID { let value: Int }
var nextRequest = 100

final class NoteService {
    @Inject var storage: Storage
    @Inject var request: RequestID
    func add(_ note: String) -> String { "req \(request.value): saved #\(storage.save(note)) to \(storage.name)" }
}

Resolver.main.register(Storage.self) { MemoryStorage() }
Resolver.main.register(RequestID.self, scope: .transient) { nextRequest += 1; return RequestID(value: nextRequest) }
let service = NoteService()
print(service.add("buy milk"))
print(service.add("call mom"))
let other = NoteService()
print(other.add("shared storage?"))
print(Resolver.main.built)
print(Resolver.main.resolve(Storage.self) === other.storage)
// expect: req 101: saved #1 to memory
// expect: req 102: saved #2 to memory
// expect: req 103: saved #3 to memory
// expect: ["RequestID", "Storage", "RequestID", "RequestID"]
// expect: true
