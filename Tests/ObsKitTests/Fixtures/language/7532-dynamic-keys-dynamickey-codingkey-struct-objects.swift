// Tutorial style (dynamic keys): a DynamicKey CodingKey struct for objects whose keys are data, like currency rates
import Foundation

struct DynamicKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue; self.intValue = nil }
    init?(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
    init(_ name: String) { self.stringValue = name; self.intValue = nil }
}

struct Rate { let currency: String; let value: Double }

struct RatesResponse: Codable {
    let base: String
    let rates: [Rate]

    enum CodingKeys: String, CodingKey { case base, rates }

    init(base: String, rates: [Rate]) { self.base = base; self.rates = rates }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        base = try container.decode(String.self, forKey: .base)
        let ratesContainer = try container.nestedContainer(keyedBy: DynamicKey.self, forKey: .rates)
        rates = try ratesContainer.allKeys
            .map { Rate(currency: $0.stringValue, value: try ratesContainer.decode(Double.self, forKey: $0)) }
            .sorted { $0.currency < $1.currency }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(base, forKey: .base)
        var nested = container.nestedContainer(keyedBy: DynamicKey.self, forKey: .rates)
        for rate in rates {
            try nested.encode(rate.value, forKey: DynamicKey(rate.currency))
        }
    }
}

let json = #"{"base": "EUR", "rates": {"USD": 1.08, "GBP": 0.86, "JPY": 161.5, "CHF": 0.95}}"#
let response = try JSONDecoder().decode(RatesResponse.self, from: Data(json.utf8))
print("Base: \(response.base)")
for rate in response.rates {
    print("  1 \(response.base) = \(rate.value) \(rate.currency)")
}

let doubled = RatesResponse(base: "EUR2", rates: response.rates.map { Rate(currency: $0.currency.lowercased(), value: $0.value * 2) })
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(doubled), as: UTF8.self))

// Top-level dynamic object with mixed values
let mixed = #"{"a": 1, "b": 2, "skip": "x", "c": 3}"#
let top = try JSONDecoder().decode([String: Int?].self, from: Data(#"{"a": 1, "b": null}"#.utf8))
print(top.keys.sorted(), top["b"]! == nil)
struct IntBag: Decodable {
    var values: [String: Int] = [:]
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: DynamicKey.self)
        for key in c.allKeys { if let v = try? c.decode(Int.self, forKey: key) { values[key.stringValue] = v } }
    }
}
let bag = try JSONDecoder().decode(IntBag.self, from: Data(mixed.utf8))
print(bag.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))

// expect: Base: EUR
// expect:   1 EUR = 0.95 CHF
// expect:   1 EUR = 0.86 GBP
// expect:   1 EUR = 161.5 JPY
// expect:   1 EUR = 1.08 USD
// expect: {"base":"EUR2","rates":{"chf":1.9,"gbp":1.72,"jpy":323,"usd":2.16}}
// expect: ["a", "b"] true
// expect: a=1,b=2,c=3
