// codable-roundtrip-orders
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct Order: Codable, Equatable {
    enum Status: String, Codable { case pending, shipped, delivered }
    struct Line: Codable, Equatable {
        let sku: String
        let quantity: Int
        let unitPrice: Double
    }
    let id: Int
    var customerName: String
    var status: Status
    var lines: [Line]
    var placedAt: Date
    var note: String?
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case id, status, lines, note, tags
        case customerName = "customer_name"
        case placedAt = "placed_at"
    }

    var total: Double { lines.reduce(0) { $0 + Double($1.quantity) * $1.unitPrice } }
}

let order = Order(
    id: 1042,
    customerName: "Grace Hopper",
    status: .shipped,
    lines: [.init(sku: "A-1", quantity: 2, unitPrice: 4.25), .init(sku: "B-7", quantity: 1, unitPrice: 10)],
    placedAt: Date(timeIntervalSince1970: 1_700_000_000),
    note: nil,
    tags: ["gift", "express"]
)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
encoder.dateEncodingStrategy = .secondsSince1970
let data = try encoder.encode(order)
let json = String(decoding: data, as: UTF8.self)
print(json)

let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .secondsSince1970
var copy = try decoder.decode(Order.self, from: data)
print(copy == order, copy.total, copy.placedAt.timeIntervalSince1970)

copy.status = .delivered
copy.note = "left at door"
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
encoder.dateEncodingStrategy = .iso8601
let pretty = String(decoding: try encoder.encode(copy), as: UTF8.self)
pretty.split(separator: "\n").prefix(6).forEach { print($0) }

let incoming = """
[{"id": 1, "customer_name": "Ada", "status": "pending", "lines": [], "placed_at": 0, "tags": []},
 {"id": 2, "customer_name": "Linus", "status": "lost", "lines": [], "placed_at": 0, "tags": []}]
"""
do {
    _ = try decoder.decode([Order].self, from: Data(incoming.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("corrupted at", context.codingPath.map(\.stringValue))
} catch {
    print("other error", error)
}

struct Settings: Codable {
    var volume: Int = 5
    var muted: Bool = false
}
let settingsJSON = try encoder.encode([Settings(), Settings(volume: 9, muted: true)])
let back = try JSONDecoder().decode([Settings].self, from: settingsJSON)
print(back.map { "\($0.volume)/\($0.muted)" })
let dict = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(Settings())) as! [String: Any]
print(dict.keys.sorted())
// expect: {"customer_name":"Grace Hopper","id":1042,"lines":[{"quantity":2,"sku":"A-1","unitPrice":4.25},{"quantity":1,"sku":"B-7","unitPrice":10}],"placed_at":1700000000,"status":"shipped","tags":["gift","express"]}
// expect: true 18.5 1700000000.0
// expect: {
// expect:   "customer_name" : "Grace Hopper",
// expect:   "id" : 1042,
// expect:   "lines" : [
// expect:     {
// expect:       "quantity" : 2,
// expect: corrupted at ["Index 1", "status"]
// expect: ["5/false", "9/true"]
// expect: ["muted", "volume"]
