// Apple docs style (JSONDecoder.KeyDecodingStrategy): reading a snake_case order payload
import Foundation

struct LineItem: Decodable {
    var productCode: String
    var unitPrice: Double
    var quantityOrdered: Int
}

struct Order: Decodable {
    var orderId: Int
    var customerName: String
    var isGiftWrapped: Bool
    var lineItems: [LineItem]
}

let payload = """
{
  "order_id": 1042,
  "customer_name": "Ada Lovelace",
  "is_gift_wrapped": true,
  "line_items": [
    {"product_code": "TEA-01", "unit_price": 4.5, "quantity_ordered": 2},
    {"product_code": "MUG-07", "unit_price": 12.25, "quantity_ordered": 1},
    {"product_code": "BIS-03", "unit_price": 2.75, "quantity_ordered": 4}
  ]
}
"""

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let order = try decoder.decode(Order.self, from: Data(payload.utf8))

print("order #\(order.orderId) for \(order.customerName)")
print("gift wrapped: \(order.isGiftWrapped)")
var total = 0.0
for item in order.lineItems {
    let subtotal = item.unitPrice * Double(item.quantityOrdered)
    total += subtotal
    print(String(format: "%@ x%d = %.2f", item.productCode, item.quantityOrdered, subtotal))
}
print(String(format: "total: %.2f", total))
let units = order.lineItems.reduce(0) { $0 + $1.quantityOrdered }
print("units: \(units)")

// expect: order #1042 for Ada Lovelace
// expect: gift wrapped: true
// expect: TEA-01 x2 = 9.00
// expect: MUG-07 x1 = 12.25
// expect: BIS-03 x4 = 11.00
// expect: total: 32.25
// expect: units: 7
