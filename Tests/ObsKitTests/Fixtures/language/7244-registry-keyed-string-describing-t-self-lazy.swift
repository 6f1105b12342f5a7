// App architecture style (service locator): a registry keyed by String(describing: T.self) with lazy factories and overrides for tests
protocol NetworkService { func fetch(_ path: String) -> String }
protocol StorageService: AnyObject {
    func put(_ key: String, _ value: String)
    func get(_ key: String) -> String?
}
protocol AnalyticsService { func track(_ event: String) -> String }

struct LiveNetwork: NetworkService { func fetch(_ path: String) -> String { "live:\(path)" } }
struct StubNetwork: NetworkService { func fetch(_ path: String) -> String { "stub:\(path)" } }
final class DictStorage: StorageService {
    private var data: [String: String] = [:]
    func put(_ key: String, _ value: String) { data[key] = value }
    func get(_ key: String) -> String? { data[key] }
}
struct PrintAnalytics: AnalyticsService { func track(_ event: String) -> String { "tracked \(event)" } }

enum Locator {
    private static var factories: [String: () -> Any] = [:]
    private static var cache: [String: Any] = [:]
    static var creations: [String] = []

    static func register<T>(_ type: T.Type, lazy factory: @escaping () -> T) {
        let key = String(describing: type)
        factories[key] = { factory() }
        cache[key] = nil
    }
    static func resolve<T>(_ type: T.Type) -> T {
        let key = String(describing: type)
        if let hit = cache[key] as? T { return hit }
        guard let made = factories[key]?() as? T else { fatalError("no \(key)") }
        creations.append(key)
        cache[key] = made
        return made
    }
    static var keys: [String] { factories.keys.sorted() }
}

Locator.register(NetworkService.self) { LiveNetwork() }
Locator.register(StorageService.self) { DictStorage() }
Locator.register(AnalyticsService.self) { PrintAnalytics() }
print(Locator.keys)

struct ProfileLoader {
    var network: NetworkService { Locator.resolve(NetworkService.self) }
    var storage: StorageService { Locator.resolve(StorageService.self) }
    func load(_ id: Int) -> String {
        if let cached = storage.get("p\(id)") { return "cached(\(cached))" }
        let body = network.fetch("/profile/\(id)")
        storage.put("p\(id)", body)
        return body
    }
}

let loader = ProfileLoader()
print(loader.load(1))
print(loader.load(1))
Locator.register(NetworkService.self) { StubNetwork() }
print(loader.load(2))
print(loader.load(1))
print(Locator.resolve(AnalyticsService.self).track("done"))
print("created:", Locator.creations)

// expect: ["AnalyticsService", "NetworkService", "StorageService"]
// expect: live:/profile/1
// expect: cached(live:/profile/1)
// expect: stub:/profile/2
// expect: cached(live:/profile/1)
// expect: tracked done
// expect: created: ["StorageService", "NetworkService", "NetworkService", "AnalyticsService"]
