// App code style: product search with filters and sort descriptors
struct Product {
    let name: String
    let brand: String
    let price: Int
    let rating: Double
    let tags: Set<String>
}

enum SortKey { case price(ascending: Bool), rating, name }

struct Query {
    var text: String?
    var maxPrice: Int?
    var brands: Set<String> = []
    var requiredTags: Set<String> = []
    var sort: [SortKey] = [.name]
}

typealias Predicate = (Product) -> Bool

func predicates(for q: Query) -> [Predicate] {
    var result: [Predicate] = []
    if let text = q.text?.lowercased(), !text.isEmpty {
        result.append { $0.name.lowercased().contains(text) }
    }
    if let max = q.maxPrice { result.append { $0.price <= max } }
    if !q.brands.isEmpty { result.append { q.brands.contains($0.brand) } }
    if !q.requiredTags.isEmpty { result.append { q.requiredTags.isSubset(of: $0.tags) } }
    return result
}

func compare(_ a: Product, _ b: Product, by keys: [SortKey]) -> Bool {
    for key in keys {
        switch key {
        case .price(let asc) where a.price != b.price:
            return asc ? a.price < b.price : a.price > b.price
        case .rating where a.rating != b.rating:
            return a.rating > b.rating
        case .name where a.name != b.name:
            return a.name < b.name
        default:
            continue
        }
    }
    return false
}

func search(_ products: [Product], _ q: Query) -> [Product] {
    let preds = predicates(for: q)
    return products.filter { p in preds.allSatisfy { $0(p) } }.sorted { compare($0, $1, by: q.sort) }
}

let catalog = [
    Product(name: "Trail Runner", brand: "Peak", price: 120, rating: 4.5, tags: ["shoe", "outdoor"]),
    Product(name: "Road Runner", brand: "Swift", price: 95, rating: 4.5, tags: ["shoe"]),
    Product(name: "Rain Jacket", brand: "Peak", price: 150, rating: 4.8, tags: ["outdoor", "waterproof"]),
    Product(name: "Trail Socks", brand: "Cozy", price: 15, rating: 4.1, tags: ["outdoor"]),
    Product(name: "Running Cap", brand: "Swift", price: 25, rating: 3.9, tags: ["hat"]),
    Product(name: "Dry Bag", brand: "Peak", price: 40, rating: 4.8, tags: ["outdoor", "waterproof"]),
]

let queries: [(String, Query)] = [
    ("all by name", Query()),
    ("'run' cheap first", Query(text: "RUN", sort: [.price(ascending: true)])),
    ("outdoor under 100, best rated", Query(maxPrice: 100, requiredTags: ["outdoor"], sort: [.rating, .name])),
    ("peak or swift, rating then price desc", Query(brands: ["Peak", "Swift"], sort: [.rating, .price(ascending: false)])),
    ("waterproof shoes", Query(requiredTags: ["waterproof", "shoe"])),
]
for (label, q) in queries {
    let hits = search(catalog, q)
    print("\(label): \(hits.count)")
    for p in hits { print("   \(p.name) $\(p.price) \(p.rating)") }
}
let tagCounts = catalog.flatMap(\.tags).reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
print(tagCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key):\($0.value)" })
let avgByBrand = Dictionary(grouping: catalog, by: \.brand).mapValues { ps in ps.map(\.price).reduce(0, +) / ps.count }
print(avgByBrand.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))

// expect: all by name: 6
// expect:    Dry Bag $40 4.8
// expect:    Rain Jacket $150 4.8
// expect:    Road Runner $95 4.5
// expect:    Running Cap $25 3.9
// expect:    Trail Runner $120 4.5
// expect:    Trail Socks $15 4.1
// expect: 'run' cheap first: 3
// expect:    Running Cap $25 3.9
// expect:    Road Runner $95 4.5
// expect:    Trail Runner $120 4.5
// expect: outdoor under 100, best rated: 2
// expect:    Dry Bag $40 4.8
// expect:    Trail Socks $15 4.1
// expect: peak or swift, rating then price desc: 5
// expect:    Rain Jacket $150 4.8
// expect:    Dry Bag $40 4.8
// expect:    Trail Runner $120 4.5
// expect:    Road Runner $95 4.5
// expect:    Running Cap $25 3.9
// expect: waterproof shoes: 0
// expect: ["outdoor:4", "shoe:2", "waterproof:2", "hat:1"]
// expect: Cozy=15, Peak=103, Swift=60
