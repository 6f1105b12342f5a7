// Swift by Sundell style (dynamic keys): a CodingKey struct that walks allKeys to turn a keyed object into an array
import Foundation

struct DynamicKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

struct Currency {
    var code: String
    var rate: Double
}

struct RateTable: Decodable {
    var base: String
    var rates: [Currency]

    enum CodingKeys: String, CodingKey { case base, rates }

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: CodingKeys.self)
        base = try root.decode(String.self, forKey: .base)
        let ratesContainer = try root.nestedContainer(keyedBy: DynamicKey.self, forKey: .rates)
        var list: [Currency] = []
        for key in ratesContainer.allKeys {
            list.append(Currency(code: key.stringValue, rate: try ratesContainer.decode(Double.self, forKey: key)))
        }
        rates = list.sorted { $0.code < $1.code }
    }
}

let json = """
{"base": "EUR", "rates": {"USD": 1.25, "SEK": 11.5, "GBP": 0.875, "JPY": 160}}
"""

let table = try JSONDecoder().decode(RateTable.self, from: Data(json.utf8))
print("base:", table.base, "currencies:", table.rates.count)
for currency in table.rates {
    print(currency.code, currency.rate, "100 \(table.base) =", 100 * currency.rate)
}

struct Raw: Decodable {
    var keys: [String]
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: DynamicKey.self)
        keys = c.allKeys.map(\.stringValue).sorted()
        print("contains zeta:", c.contains(DynamicKey(stringValue: "zeta")!))
    }
}
let raw = try JSONDecoder().decode(Raw.self, from: Data(#"{"zeta": 1, "alpha": [], "mid": null}"#.utf8))
print(raw.keys)

// expect: base: EUR currencies: 4
// expect: GBP 0.875 100 EUR = 87.5
// expect: JPY 160.0 100 EUR = 16000.0
// expect: SEK 11.5 100 EUR = 1150.0
// expect: USD 1.25 100 EUR = 125.0
// expect: contains zeta: true
// expect: ["alpha", "mid", "zeta"]
