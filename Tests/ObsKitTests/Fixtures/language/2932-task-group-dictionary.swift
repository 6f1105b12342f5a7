// Compiler test style: task group children returning keyed tuples merged into a dictionary
struct Product: Sendable {
    let name: String
    let price: Int
}

func priceWithTax(_ p: Product) async -> Int {
    p.price + p.price / 10
}

let catalog = [
    Product(name: "lamp", price: 40),
    Product(name: "desk", price: 250),
    Product(name: "chair", price: 120),
    Product(name: "rug", price: 90),
]

let taxed = await withTaskGroup(of: (String, Int).self) { group -> [String: Int] in
    for p in catalog {
        group.addTask { (p.name, await priceWithTax(p)) }
    }
    var dict: [String: Int] = [:]
    for await (name, price) in group {
        dict[name] = price
    }
    return dict
}

for key in taxed.keys.sorted() {
    print("\(key): \(taxed[key]!)")
}
let expensive = taxed.filter { $0.value > 100 }.keys.sorted()
print("expensive:", expensive)
print("grand total:", taxed.values.reduce(0, +))
// expect: chair: 132
// expect: desk: 275
// expect: lamp: 44
// expect: rug: 99
// expect: expensive: ["chair", "desk"]
// expect: grand total: 550
