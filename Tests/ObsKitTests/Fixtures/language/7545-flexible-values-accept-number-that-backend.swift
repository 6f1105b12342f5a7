// Tutorial style (flexible values): accept a number that the backend sometimes sends as a string, and bools as 0/1
import Foundation

struct FlexibleInt: Codable, Equatable {
    let value: Int
    init(_ value: Int) { self.value = value }
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let int = try? container.decode(Int.self) {
            value = int
        } else if let string = try? container.decode(String.self), let int = Int(string.trimmingCharacters(in: .whitespaces)) {
            value = int
        } else {
            throw DecodingError.typeMismatch(Int.self, .init(codingPath: decoder.codingPath,
                                                             debugDescription: "Expected Int or numeric String"))
        }
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

struct Listing: Decodable {
    let id: FlexibleInt
    let quantity: FlexibleInt
    let active: Bool

    enum CodingKeys: String, CodingKey { case id, quantity, active }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(FlexibleInt.self, forKey: .id)
        quantity = try c.decodeIfPresent(FlexibleInt.self, forKey: .quantity) ?? FlexibleInt(0)
        if let flag = try? c.decode(Bool.self, forKey: .active) {
            active = flag
        } else {
            active = try c.decode(Int.self, forKey: .active) != 0
        }
    }
}

let json = """
[
  {"id": 1, "quantity": "12", "active": true},
  {"id": "2", "quantity": 3, "active": 0},
  {"id": " 3 ", "active": 1}
]
"""
let listings = try JSONDecoder().decode([Listing].self, from: Data(json.utf8))
for l in listings {
    print("id \(l.id.value) qty \(l.quantity.value) active \(l.active)")
}
print(listings.map(\.quantity.value).reduce(0, +))

do {
    _ = try JSONDecoder().decode(Listing.self, from: Data(#"{"id": "abc", "active": true}"#.utf8))
} catch DecodingError.typeMismatch(let type, let context) {
    print("typeMismatch \(type) at \(context.codingPath.map(\.stringValue)): \(context.debugDescription)")
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(["a": FlexibleInt(5), "b": FlexibleInt(-1)]), as: UTF8.self))

// expect: id 1 qty 12 active true
// expect: id 2 qty 3 active false
// expect: id 3 qty 0 active true
// expect: 15
// expect: typeMismatch Int at ["id"]: Expected Int or numeric String
// expect: {"a":5,"b":-1}
