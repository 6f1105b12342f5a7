// Swift by Sundell style (key paths): sorting and summing through key paths with generic Sequence extensions
struct Product {
    let name: String
    let price: Double
    let stock: Int
}

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, ascending: Bool = true) -> [Element] {
        sorted { a, b in
            ascending ? a[keyPath: keyPath] < b[keyPath: keyPath]
                      : a[keyPath: keyPath] > b[keyPath: keyPath]
        }
    }

    func sum<T: Numeric>(of keyPath: KeyPath<Element, T>) -> T {
        reduce(0) { $0 + $1[keyPath: keyPath] }
    }

    func grouped<Key: Hashable>(by keyPath: KeyPath<Element, Key>) -> [Key: [Element]] {
        Dictionary(grouping: self, by: { $0[keyPath: keyPath] })
    }
}

let catalog = [
    Product(name: "Kettle", price: 34.5, stock: 3),
    Product(name: "Mug", price: 7.25, stock: 40),
    Product(name: "Teapot", price: 22.0, stock: 3),
    Product(name: "Strainer", price: 4.75, stock: 12),
]

print(catalog.sorted(by: \.price).map(\.name))
print(catalog.sorted(by: \.name, ascending: false).map(\.name))
print("total price:", catalog.sum(of: \.price))
print("total stock:", catalog.sum(of: \.stock))

let byStock = catalog.grouped(by: \.stock)
for key in byStock.keys.sorted() {
    let names = byStock[key]!.map(\.name).joined(separator: ", ")
    print("stock \(key): \(names)")
}

let nameLengths = catalog.map(\.name.count)
print(nameLengths, nameLengths.max() ?? 0)
let expensive = catalog.filter { $0.price > 10 }.map(\.name)
print(expensive)

// expect: ["Strainer", "Mug", "Teapot", "Kettle"]
// expect: ["Teapot", "Strainer", "Mug", "Kettle"]
// expect: total price: 68.5
// expect: total stock: 58
// expect: stock 3: Kettle, Teapot
// expect: stock 12: Strainer
// expect: stock 40: Mug
// expect: [6, 3, 6, 8] 8
// expect: ["Kettle", "Teapot"]
