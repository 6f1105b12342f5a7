// Apple Codable article style (nested containers both ways): a flat model read from and written to grouped JSON, with an unkeyed nested list
import Foundation

struct Product: Codable, Equatable {
    var sku: String
    var name: String
    var priceCents: Int
    var currency: String
    var stockByWarehouse: [Int]

    enum RootKeys: String, CodingKey { case sku, info, pricing, stock }
    enum InfoKeys: String, CodingKey { case name }
    enum PricingKeys: String, CodingKey { case amount, currency }

    init(sku: String, name: String, priceCents: Int, currency: String, stockByWarehouse: [Int]) {
        self.sku = sku; self.name = name; self.priceCents = priceCents
        self.currency = currency; self.stockByWarehouse = stockByWarehouse
    }

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: RootKeys.self)
        sku = try root.decode(String.self, forKey: .sku)
        name = try root.nestedContainer(keyedBy: InfoKeys.self, forKey: .info).decode(String.self, forKey: .name)
        let pricing = try root.nestedContainer(keyedBy: PricingKeys.self, forKey: .pricing)
        priceCents = try pricing.decode(Int.self, forKey: .amount)
        currency = try pricing.decode(String.self, forKey: .currency)
        var stock = try root.nestedUnkeyedContainer(forKey: .stock)
        var counts: [Int] = []
        while !stock.isAtEnd { counts.append(try stock.decode(Int.self)) }
        stockByWarehouse = counts
    }

    func encode(to encoder: Encoder) throws {
        var root = encoder.container(keyedBy: RootKeys.self)
        try root.encode(sku, forKey: .sku)
        var info = root.nestedContainer(keyedBy: InfoKeys.self, forKey: .info)
        try info.encode(name, forKey: .name)
        var pricing = root.nestedContainer(keyedBy: PricingKeys.self, forKey: .pricing)
        try pricing.encode(priceCents, forKey: .amount)
        try pricing.encode(currency, forKey: .currency)
        var stock = root.nestedUnkeyedContainer(forKey: .stock)
        for n in stockByWarehouse { try stock.encode(n) }
    }
}

let json = """
{"sku": "LMP-2", "info": {"name": "Desk lamp"}, "pricing": {"amount": 3999, "currency": "EUR"}, "stock": [4, 0, 12]}
"""
let lamp = try JSONDecoder().decode(Product.self, from: Data(json.utf8))
print(lamp.sku, lamp.name, lamp.priceCents, lamp.currency, lamp.stockByWarehouse)
print("in stock:", lamp.stockByWarehouse.reduce(0, +))

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let data = try encoder.encode(lamp)
print(String(decoding: data, as: UTF8.self))
let fresh = Product(sku: "CUP-1", name: "Cup", priceCents: 450, currency: "EUR", stockByWarehouse: [])
print(try JSONDecoder().decode(Product.self, from: encoder.encode(fresh)) == fresh)

// expect: LMP-2 Desk lamp 3999 EUR [4, 0, 12]
// expect: in stock: 16
// expect: {
// expect:   "info" : {
// expect:     "name" : "Desk lamp"
// expect:   },
// expect:   "pricing" : {
// expect:     "amount" : 3999,
// expect:     "currency" : "EUR"
// expect:   },
// expect:   "sku" : "LMP-2",
// expect:   "stock" : [
// expect:     4,
// expect:     0,
// expect:     12
// expect:   ]
// expect: }
// expect: true
