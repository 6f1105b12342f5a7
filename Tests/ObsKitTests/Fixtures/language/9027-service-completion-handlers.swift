// Service layer with completion handlers and Result, bridged to async/await via continuations
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Product: Equatable {
    let sku: String
    let name: String
    let priceCents: Int
}

enum ServiceError: Error, Equatable {
    case notFound(sku: String)
    case invalidSKU
}

protocol ProductService {
    func fetchProduct(sku: String, completion: @escaping (Result<Product, ServiceError>) -> Void)
}

final class MockProductService: ProductService {
    private let catalog: [String: Product]
    private(set) var callCount = 0

    init(products: [Product]) {
        catalog = Dictionary(uniqueKeysWithValues: products.map { ($0.sku, $0) })
    }

    func fetchProduct(sku: String, completion: @escaping (Result<Product, ServiceError>) -> Void) {
        callCount += 1
        guard sku.count == 4 else { return completion(.failure(.invalidSKU)) }
        if let product = catalog[sku] {
            completion(.success(product))
        } else {
            completion(.failure(.notFound(sku: sku)))
        }
    }
}

extension ProductService {
    func product(sku: String) async throws -> Product {
        try await withCheckedThrowingContinuation { continuation in
            fetchProduct(sku: sku) { result in
                continuation.resume(with: result)
            }
        }
    }
}

let service = MockProductService(products: [
    Product(sku: "A001", name: "Keyboard", priceCents: 4999),
    Product(sku: "B002", name: "Mouse", priceCents: 2599),
])

for sku in ["A001", "Z999", "bad"] {
    service.fetchProduct(sku: sku) { result in
        switch result {
        case .success(let p): print("callback: \(p.name) costs \(p.priceCents)")
        case .failure(.notFound(let sku)): print("callback: no product \(sku)")
        case .failure(let other): print("callback: error \(other)")
        }
    }
}

let mouse = try await service.product(sku: "B002")
print("async:", mouse.name)
do {
    _ = try await service.product(sku: "C003")
} catch let error as ServiceError {
    print("async error:", error == .notFound(sku: "C003"))
}
let prices = try await ["A001", "B002"].asyncMap { try await service.product(sku: $0).priceCents }
print("prices:", prices, "total calls:", service.callCount)

extension Sequence {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var out: [T] = []
        for e in self { out.append(try await transform(e)) }
        return out
    }
}
// expect: callback: Keyboard costs 4999
// expect: callback: no product Z999
// expect: callback: error invalidSKU
// expect: async: Mouse
// expect: async error: true
// expect: prices: [4999, 2599] total calls: 7
