// Tutorial style (nested types): an order with nested address, line items and a nested enum, decoded and summarised
import Foundation

struct Order: Codable {
    struct Address: Codable {
        let street: String
        let city: String
        let postcode: String
    }

    struct LineItem: Codable {
        enum Category: String, Codable {
            case food, books, electronics
        }
        let sku: String
        let quantity: Int
        let unitPrice: Double
        let category: Category

        var subtotal: Double { Double(quantity) * unitPrice }
    }

    let orderNumber: String
    let shippingAddress: Address
    let items: [LineItem]
    let tags: Set<String>
}

let json = """
{
  "orderNumber": "A-1001",
  "shippingAddress": {"street": "1 Infinite Loop", "city": "Cupertino", "postcode": "95014"},
  "items": [
    {"sku": "BK-1", "quantity": 2, "unitPrice": 12.5, "category": "books"},
    {"sku": "EL-9", "quantity": 1, "unitPrice": 199.99, "category": "electronics"},
    {"sku": "FD-3", "quantity": 6, "unitPrice": 0.75, "category": "food"}
  ],
  "tags": ["gift", "express"]
}
"""

let order = try JSONDecoder().decode(Order.self, from: Data(json.utf8))
print("Order \(order.orderNumber) to \(order.shippingAddress.city) \(order.shippingAddress.postcode)")
for item in order.items {
    print(" - \(item.sku) x\(item.quantity) [\(item.category)] = \(String(format: "%.2f", item.subtotal))")
}
let total = order.items.map(\.subtotal).reduce(0, +)
print("Total: \(String(format: "%.2f", total))")
print("Tags: \(order.tags.sorted().joined(separator: ", "))")

let grouped = Dictionary(grouping: order.items, by: \.category)
for key in grouped.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
    print(key.rawValue, grouped[key]!.count)
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let addressJSON = try encoder.encode(order.shippingAddress)
print(String(decoding: addressJSON, as: UTF8.self))
let itemJSON = try encoder.encode(order.items.last!)
print(String(decoding: itemJSON, as: UTF8.self))

// expect: Order A-1001 to Cupertino 95014
// expect:  - BK-1 x2 [books] = 25.00
// expect:  - EL-9 x1 [electronics] = 199.99
// expect:  - FD-3 x6 [food] = 4.50
// expect: Total: 229.49
// expect: Tags: express, gift
// expect: books 1
// expect: electronics 1
// expect: food 1
// expect: {"city":"Cupertino","postcode":"95014","street":"1 Infinite Loop"}
// expect: {"category":"food","quantity":6,"sku":"FD-3","unitPrice":0.75}
