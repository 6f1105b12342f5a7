// Hacking with Swift style (events with payloads): a type-tagged enum with a nested "payload" object, encoded and round-tripped
import Foundation

enum Event: Codable, Equatable {
    case signedUp(user: String)
    case purchased(item: String, quantity: Int)
    case loggedOut

    private enum CodingKeys: String, CodingKey { case type, payload }
    private enum PayloadKeys: String, CodingKey { case user, item, quantity }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(String.self, forKey: .type)
        if type == "logged_out" { self = .loggedOut; return }
        let p = try c.nestedContainer(keyedBy: PayloadKeys.self, forKey: .payload)
        switch type {
        case "signed_up": self = .signedUp(user: try p.decode(String.self, forKey: .user))
        case "purchased":
            self = .purchased(item: try p.decode(String.self, forKey: .item),
                              quantity: try p.decodeIfPresent(Int.self, forKey: .quantity) ?? 1)
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "bad type")
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .signedUp(let user):
            try c.encode("signed_up", forKey: .type)
            var p = c.nestedContainer(keyedBy: PayloadKeys.self, forKey: .payload)
            try p.encode(user, forKey: .user)
        case .purchased(let item, let quantity):
            try c.encode("purchased", forKey: .type)
            var p = c.nestedContainer(keyedBy: PayloadKeys.self, forKey: .payload)
            try p.encode(item, forKey: .item)
            try p.encode(quantity, forKey: .quantity)
        case .loggedOut:
            try c.encode("logged_out", forKey: .type)
        }
    }
}

let json = """
[
  {"type": "signed_up", "payload": {"user": "rosa"}},
  {"type": "purchased", "payload": {"item": "kite", "quantity": 2}},
  {"type": "purchased", "payload": {"item": "string"}},
  {"type": "logged_out"}
]
"""
let events = try JSONDecoder().decode([Event].self, from: Data(json.utf8))
print(events)
let bought = events.reduce(0) { total, event in
    if case .purchased(_, let q) = event { return total + q }
    return total
}
print("items bought:", bought)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(events)
print(String(decoding: data, as: UTF8.self))
print("round trip:", try JSONDecoder().decode([Event].self, from: data) == events)

// expect: [main.Event.signedUp(user: "rosa"), main.Event.purchased(item: "kite", quantity: 2), main.Event.purchased(item: "string", quantity: 1), main.Event.loggedOut]
// expect: items bought: 3
// expect: [{"payload":{"user":"rosa"},"type":"signed_up"},{"payload":{"item":"kite","quantity":2},"type":"purchased"},{"payload":{"item":"string","quantity":1},"type":"purchased"},{"type":"logged_out"}]
// expect: round trip: true
