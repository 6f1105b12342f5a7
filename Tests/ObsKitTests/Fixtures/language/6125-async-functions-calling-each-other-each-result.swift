// Swift by Sundell style (async/await chains): async functions calling each other, each result awaited in turn to build a catalog summary
struct Product { let name: String; let price: Int }

func fetchProductIDs(for category: String) async -> [Int] {
    switch category {
    case "tools": return [3, 1, 2]
    case "garden": return [7]
    default: return []
    }
}

func fetchProduct(id: Int) async -> Product {
    let names = [1: "hammer", 2: "wrench", 3: "saw", 7: "rake"]
    return Product(name: names[id] ?? "unknown", price: id * 155)
}

func loadCatalog(_ category: String) async -> [Product] {
    var result: [Product] = []
    for id in await fetchProductIDs(for: category).sorted() {
        let product = await fetchProduct(id: id)
        result.append(product)
    }
    return result
}

func formatPrice(_ cents: Int) -> String {
    let euros = cents / 100, rest = cents % 100
    return "\(euros).\(rest < 10 ? "0" : "")\(rest)"
}

func summary(for categories: [String]) async -> String {
    var lines: [String] = []
    for category in categories {
        let products = await loadCatalog(category)
        let total = products.reduce(0) { $0 + $1.price }
        let names = products.isEmpty ? "(none)" : products.map(\.name).joined(separator: ", ")
        lines.append("\(category): \(names) = \(formatPrice(total))")
    }
    return lines.joined(separator: "\n")
}

func cheapest(in category: String) async -> Product? {
    await loadCatalog(category).min { $0.price < $1.price }
}

print(await summary(for: ["tools", "garden", "toys"]))
let first = await fetchProduct(id: 2)
print("first:", first.name, formatPrice(first.price))
if let p = await cheapest(in: "tools") {
    print("cheapest tool:", p.name)
}
let missing = await cheapest(in: "toys")
print("cheapest toy:", missing?.name ?? "nothing")
let counts = [await loadCatalog("tools").count, await loadCatalog("garden").count]
print(counts)

// expect: tools: hammer, wrench, saw = 9.30
// expect: garden: rake = 10.85
// expect: toys: (none) = 0.00
// expect: first: wrench 3.10
// expect: cheapest tool: hammer
// expect: cheapest toy: nothing
// expect: [3, 1]
