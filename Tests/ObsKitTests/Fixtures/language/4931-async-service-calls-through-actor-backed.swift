// App code style: async service calls through an actor-backed cache and a task group, printed in request order
struct Product: Sendable {
    let id: Int
    let name: String
    let priceCents: Int
}

enum ServiceError: Error, CustomStringConvertible {
    case notFound(Int)
    var description: String {
        switch self {
        case .notFound(let id): return "product \(id) not found"
        }
    }
}

actor ProductAPI {
    private let catalog: [Int: Product]
    private(set) var callCount = 0

    init(_ products: [Product]) {
        var map: [Int: Product] = [:]
        for p in products { map[p.id] = p }
        catalog = map
    }

    func fetch(_ id: Int) async throws -> Product {
        callCount += 1
        await Task.yield()
        guard let product = catalog[id] else { throw ServiceError.notFound(id) }
        return product
    }
}

actor ProductCache {
    private var storage: [Int: Product] = [:]
    private(set) var hits = 0
    let api: ProductAPI

    init(api: ProductAPI) { self.api = api }

    func product(_ id: Int) async throws -> Product {
        if let cached = storage[id] {
            hits += 1
            return cached
        }
        let fresh = try await api.fetch(id)
        storage[id] = fresh
        return fresh
    }

    var cachedIDs: [Int] { storage.keys.sorted() }
}

func loadAll(_ ids: [Int], cache: ProductCache) async -> [(Int, Result<Product, Error>)] {
    await withTaskGroup(of: (Int, Result<Product, Error>).self) { group in
        for (index, id) in ids.enumerated() {
            group.addTask {
                do {
                    return (index, .success(try await cache.product(id)))
                } catch {
                    return (index, .failure(error))
                }
            }
        }
        var results: [(Int, Result<Product, Error>)] = []
        for await result in group { results.append(result) }
        return results.sorted { $0.0 < $1.0 }
    }
}

func price(_ cents: Int) -> String {
    "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
}

let api = ProductAPI([
    Product(id: 1, name: "Keyboard", priceCents: 49_99),
    Product(id: 2, name: "Mouse", priceCents: 19_50),
    Product(id: 3, name: "Monitor", priceCents: 189_00),
])
let cache = ProductCache(api: api)

let first = await loadAll([3, 1, 9, 2], cache: cache)
var total = 0
for (index, result) in first {
    switch result {
    case .success(let product):
        total += product.priceCents
        print("#\(index) \(product.name) \(price(product.priceCents))")
    case .failure(let error):
        print("#\(index) error: \(error)")
    }
}
print("total:", price(total))

let warm = try await cache.product(1)
print("warm:", warm.name, "hits:", await cache.hits)

async let a = cache.product(2)
async let b = cache.product(3)
let pair = try await [a, b].map(\.name)
print("pair:", pair)
print("cached:", await cache.cachedIDs, "hits:", await cache.hits)

do {
    _ = try await cache.product(42)
} catch {
    print("caught:", error)
}
let second = await loadAll([1, 2, 3], cache: cache)
print(second.map { (try? $0.1.get().name) ?? "?" })
print("api calls:", await api.callCount, "cache hits:", await cache.hits)

// expect: #0 Monitor $189.00
// expect: #1 Keyboard $49.99
// expect: #2 error: product 9 not found
// expect: #3 Mouse $19.50
// expect: total: $258.49
// expect: warm: Keyboard hits: 1
// expect: pair: ["Mouse", "Monitor"]
// expect: cached: [1, 2, 3] hits: 3
// expect: caught: product 42 not found
// expect: ["Keyboard", "Mouse", "Monitor"]
// expect: api calls: 5 cache hits: 6
