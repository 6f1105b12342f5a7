// App code style: an inventory encoded to JSON with Decimal prices and an enum category
import Foundation

enum Category: String, Codable, CaseIterable {
    case tools, garden, kitchen
}

struct StockItem: Codable {
    let sku: String
    let price: Decimal
    let quantity: Int
    let category: Category
}

let inventory = [
    StockItem(sku: "HAM-01", price: Decimal(string: "12.99")!, quantity: 4, category: .tools),
    StockItem(sku: "POT-22", price: Decimal(string: "7.5")!, quantity: 10, category: .garden),
    StockItem(sku: "PAN-07", price: Decimal(string: "24.00")!, quantity: 0, category: .kitchen),
    StockItem(sku: "SAW-03", price: Decimal(string: "19.95")!, quantity: 2, category: .tools),
]

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
do {
    let data = try encoder.encode(inventory[0])
    print(String(data: data, encoding: .utf8)!)
    let all = try encoder.encode(inventory)
    let decoded = try JSONDecoder().decode([StockItem].self, from: all)
    print("decoded:", decoded.count)
    for cat in Category.allCases {
        let items = decoded.filter { $0.category == cat }
        let value = items.reduce(Decimal(0)) { $0 + $1.price * Decimal($1.quantity) }
        print("\(cat.rawValue): \(items.count) skus, stock value \(value)")
    }
    let out = decoded.filter { $0.quantity == 0 }.map(\.sku)
    print("out of stock:", out)
    let fromText = try JSONDecoder().decode(StockItem.self, from: Data(#"{"sku":"X","price":3.10,"quantity":1,"category":"garden"}"#.utf8))
    print("price from text:", fromText.price, "category:", fromText.category)
    _ = try JSONDecoder().decode(StockItem.self, from: Data(#"{"sku":"Y","price":1,"quantity":1,"category":"toys"}"#.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("bad category at:", context.codingPath.map(\.stringValue))
} catch {
    print("error:", error)
}
// expect: {"category":"tools","price":12.99,"quantity":4,"sku":"HAM-01"}
// expect: decoded: 4
// expect: tools: 2 skus, stock value 91.86
// expect: garden: 1 skus, stock value 75
// expect: kitchen: 1 skus, stock value 0
// expect: out of stock: ["PAN-07"]
// expect: price from text: 3.1 category: garden
// expect: bad category at: ["category"]
