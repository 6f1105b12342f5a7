// Apple docs style (Encodable/Decodable): custom encode(to:) and init(from:) for app types
import Foundation

// A price stored as a single string like "12.50 EUR"
struct Price: Codable, CustomStringConvertible {
    var cents: Int
    var currency: String

    init(cents: Int, currency: String) {
        self.cents = cents
        self.currency = currency
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parts = text.components(separatedBy: " ")
        guard parts.count == 2, let amount = Double(parts[0]) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "bad price")
        }
        cents = Int((amount * 100).rounded())
        currency = parts[1]
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(format: "%d.%02d %@", cents / 100, cents % 100, currency))
    }

    var description: String { String(format: "%d.%02d %@", cents / 100, cents % 100, currency) }
}

// A map pin stored as a two-element array [x, y]
struct Pin: Codable {
    var x: Int
    var y: Int

    init(x: Int, y: Int) { self.x = x; self.y = y }

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x = try container.decode(Int.self)
        y = try container.decode(Int.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
    }
}

struct Shop: Codable {
    var name: String
    var coffee: Price
    var pin: Pin
}

let shop = Shop(name: "Corner Cafe", coffee: Price(cents: 350, currency: "EUR"), pin: Pin(x: 12, y: -4))
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(shop)
print(String(decoding: data, as: UTF8.self))

let incoming = #"{"name":"Dockside","coffee":"2.95 GBP","pin":[3,8]}"#
let other = try JSONDecoder().decode(Shop.self, from: Data(incoming.utf8))
print("\(other.name): coffee \(other.coffee), pin (\(other.pin.x), \(other.pin.y))")

let dx = other.pin.x - shop.pin.x
let dy = other.pin.y - shop.pin.y
print("blocks apart: \(abs(dx) + abs(dy))")

do {
    _ = try JSONDecoder().decode(Shop.self, from: Data(#"{"name":"X","coffee":"cheap","pin":[0,0]}"#.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("rejected: \(context.debugDescription) at \(context.codingPath.map(\.stringValue))")
}

// expect: {"coffee":"3.50 EUR","name":"Corner Cafe","pin":[12,-4]}
// expect: Dockside: coffee 2.95 GBP, pin (3, 8)
// expect: blocks apart: 21
// expect: rejected: bad price at ["coffee"]
