// App code style: specification pattern for product search filters combined with &&, || and ! operators
struct Product {
    let name: String
    let category: String
    let priceCents: Int
    let rating: Int
    let inStock: Bool
    let tags: [String]
}

struct Spec<T> {
    let label: String
    let test: (T) -> Bool
    func callAsFunction(_ value: T) -> Bool { test(value) }

    static func && (lhs: Spec, rhs: Spec) -> Spec {
        Spec(label: "(\(lhs.label) AND \(rhs.label))") { lhs($0) && rhs($0) }
    }
    static func || (lhs: Spec, rhs: Spec) -> Spec {
        Spec(label: "(\(lhs.label) OR \(rhs.label))") { lhs($0) || rhs($0) }
    }
    static prefix func ! (spec: Spec) -> Spec {
        Spec(label: "NOT \(spec.label)") { !spec($0) }
    }
    static var any: Spec { Spec(label: "ANY") { _ in true } }
}

extension Spec where T == Product {
    static func category(_ name: String) -> Spec { Spec(label: "category=\(name)") { $0.category == name } }
    static func priceBelow(_ cents: Int) -> Spec { Spec(label: "price<\(cents / 100)") { $0.priceCents < cents } }
    static func ratingAtLeast(_ stars: Int) -> Spec { Spec(label: "rating>=\(stars)") { $0.rating >= stars } }
    static var inStock: Spec { Spec(label: "inStock") { $0.inStock } }
    static func tagged(_ tag: String) -> Spec { Spec(label: "#\(tag)") { $0.tags.contains(tag) } }
}

extension Sequence {
    func matching(_ spec: Spec<Element>) -> [Element] { filter(spec.test) }
}

let catalog = [
    Product(name: "Trail Shoe", category: "shoes", priceCents: 129_00, rating: 5, inStock: true, tags: ["outdoor", "sale"]),
    Product(name: "City Sneaker", category: "shoes", priceCents: 89_00, rating: 4, inStock: false, tags: ["urban"]),
    Product(name: "Rain Jacket", category: "outerwear", priceCents: 149_00, rating: 4, inStock: true, tags: ["outdoor"]),
    Product(name: "Wool Socks", category: "accessories", priceCents: 19_00, rating: 5, inStock: true, tags: ["sale"]),
    Product(name: "Cap", category: "accessories", priceCents: 25_00, rating: 3, inStock: true, tags: []),
    Product(name: "Down Vest", category: "outerwear", priceCents: 99_00, rating: 2, inStock: false, tags: ["sale", "outdoor"]),
]

let filters: [(String, Spec<Product>)] = [
    ("all", .any),
    ("cheap in stock", .priceBelow(100_00) && .inStock),
    ("good shoes or sale", (.category("shoes") && .ratingAtLeast(4)) || .tagged("sale")),
    ("outdoor not outerwear", .tagged("outdoor") && !.category("outerwear")),
    ("unavailable", !.inStock),
    ("nothing", .ratingAtLeast(6) || (.category("hats") && .inStock)),
]

for (title, spec) in filters {
    let hits = catalog.matching(spec).sorted { ($0.priceCents, $0.name) < ($1.priceCents, $1.name) }
    print("\(title): \(spec.label)")
    print("  -> " + (hits.isEmpty ? "(none)" : hits.map(\.name).joined(separator: ", ")))
}

let combined = filters.dropFirst().map(\.1).reduce(Spec<Product>.any) { $0 || $1 }
print("union count:", catalog.matching(combined).count)
let everyFilter = [Spec<Product>.inStock, .ratingAtLeast(4), .priceBelow(150_00)].reduce(.any, &&)
print(everyFilter.label)
print(catalog.matching(everyFilter).map(\.name))
let isEven = Spec<Int>(label: "even") { $0 % 2 == 0 }
let small = Spec<Int>(label: "small") { $0 < 5 }
print((1...10).matching(isEven && !small), (isEven || small).label)

// expect: all: ANY
// expect:   -> Wool Socks, Cap, City Sneaker, Down Vest, Trail Shoe, Rain Jacket
// expect: cheap in stock: (price<100 AND inStock)
// expect:   -> Wool Socks, Cap
// expect: good shoes or sale: ((category=shoes AND rating>=4) OR #sale)
// expect:   -> Wool Socks, City Sneaker, Down Vest, Trail Shoe
// expect: outdoor not outerwear: (#outdoor AND NOT category=outerwear)
// expect:   -> Trail Shoe
// expect: unavailable: NOT inStock
// expect:   -> City Sneaker, Down Vest
// expect: nothing: (rating>=6 OR (category=hats AND inStock))
// expect:   -> (none)
// expect: union count: 6
// expect: (((ANY AND inStock) AND rating>=4) AND price<150)
// expect: ["Trail Shoe", "Rain Jacket", "Wool Socks"]
// expect: [6, 8, 10] (even OR small)
