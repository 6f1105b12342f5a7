// Hacking with Swift style (custom encode(to:)): choosing what goes into the JSON, computed values and skipped empty fields
import Foundation

struct Order: Encodable {
    var number: Int
    var customer: String
    var items: [LineItem]
    var couponCode: String?
    var internalNote: String

    var total: Int { items.reduce(0) { $0 + $1.quantity * $1.unitCents } }

    enum CodingKeys: String, CodingKey {
        case number, customer, items, coupon, totalCents
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .number)
        try container.encode(customer.uppercased(), forKey: .customer)
        if !items.isEmpty {
            try container.encode(items, forKey: .items)
        }
        try container.encodeIfPresent(couponCode, forKey: .coupon)
        try container.encode(total, forKey: .totalCents)
    }
}

struct LineItem: Encodable {
    var sku: String
    var quantity: Int
    var unitCents: Int
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

let orders = [
    Order(number: 501, customer: "Lena", items: [
        LineItem(sku: "MUG", quantity: 2, unitCents: 850),
        LineItem(sku: "TEA", quantity: 1, unitCents: 1299),
    ], couponCode: "SPRING", internalNote: "gift wrap"),
    Order(number: 502, customer: "Bo", items: [], couponCode: nil, internalNote: ""),
]

for order in orders {
    let data = try encoder.encode(order)
    print(String(decoding: data, as: UTF8.self))
}

encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let pretty = try encoder.encode(orders[0].items[1])
print(String(decoding: pretty, as: UTF8.self))

// expect: {"coupon":"SPRING","customer":"LENA","items":[{"quantity":2,"sku":"MUG","unitCents":850},{"quantity":1,"sku":"TEA","unitCents":1299}],"number":501,"totalCents":2999}
// expect: {"customer":"BO","number":502,"totalCents":0}
// expect: {
// expect:   "quantity" : 1,
// expect:   "sku" : "TEA",
// expect:   "unitCents" : 1299
// expect: }
