// Tutorial style (Codable orders): JSONEncoder with .sortedKeys, JSONDecoder with a snake_case strategy, and date strategies in UTC
import Foundation

struct Order: Codable {
    let orderId: Int
    let customerName: String
    let items: [String]
    let total: Double
    let placedAt: Date
    var note: String?
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
encoder.dateEncodingStrategy = .secondsSince1970

let order = Order(orderId: 1001, customerName: "Lena", items: ["pen", "ink"], total: 14.5,
                  placedAt: Date(timeIntervalSince1970: 1_650_000_000), note: nil)
let data = try! encoder.encode(order)
print(String(data: data, encoding: .utf8)!)

encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.dateEncodingStrategy = .iso8601
print(String(data: try! encoder.encode(order), encoding: .utf8)!)

let incoming = """
[{"order_id": 7, "customer_name": "Omar", "items": [], "total": 0, "placed_at": "2022-01-15T10:00:00Z", "note": "gift"},
 {"order_id": 8, "customer_name": "Ines", "items": ["mug"], "total": 9.99, "placed_at": "2022-01-16T18:30:00Z"}]
"""
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
decoder.dateDecodingStrategy = .iso8601
let orders = try! decoder.decode([Order].self, from: Data(incoming.utf8))
for o in orders {
    print("#\(o.orderId) \(o.customerName) items=\(o.items.count) total=\(o.total) at=\(Int(o.placedAt.timeIntervalSince1970)) note=\(o.note ?? "-")")
}

struct Bad: Decodable { let count: Int }
do {
    _ = try JSONDecoder().decode(Bad.self, from: Data(#"{"count": "three"}"#.utf8))
} catch DecodingError.typeMismatch(let type, let context) {
    print("type mismatch:", type, context.codingPath.map { $0.stringValue })
} catch {
    print("other error")
}

let dict = ["zeta": 1, "alpha": 2, "mid": 3]
print(String(data: try! encoder.encode(dict), encoding: .utf8)!)

// expect: {"customerName":"Lena","items":["pen","ink"],"orderId":1001,"placedAt":1650000000,"total":14.5}
// expect: {"customer_name":"Lena","items":["pen","ink"],"order_id":1001,"placed_at":"2022-04-15T05:20:00Z","total":14.5}
// expect: #7 Omar items=0 total=0.0 at=1642240800 note=gift
// expect: #8 Ines items=1 total=9.99 at=1642357800 note=-
// expect: type mismatch: Int ["count"]
// expect: {"alpha":2,"mid":3,"zeta":1}
