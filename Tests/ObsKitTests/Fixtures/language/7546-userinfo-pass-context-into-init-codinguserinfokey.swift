// Tutorial style (userInfo): pass context into init(from:) with CodingUserInfoKey, e.g. a currency or API version
import Foundation

extension CodingUserInfoKey {
    static let currencySymbol = CodingUserInfoKey(rawValue: "currencySymbol")!
    static let apiVersion = CodingUserInfoKey(rawValue: "apiVersion")!
}

struct Price: Decodable, CustomStringConvertible {
    let cents: Int
    let symbol: String

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        cents = try container.decode(Int.self)
        symbol = decoder.userInfo[.currencySymbol] as? String ?? "$"
    }

    var description: String { "\(symbol)\(cents / 100).\(String(format: "%02d", cents % 100))" }
}

struct Item: Decodable {
    let name: String
    let price: Price

    enum V1Keys: String, CodingKey { case name, price }
    enum V2Keys: String, CodingKey { case title, cost }

    init(from decoder: Decoder) throws {
        let version = decoder.userInfo[.apiVersion] as? Int ?? 1
        if version >= 2 {
            let c = try decoder.container(keyedBy: V2Keys.self)
            name = try c.decode(String.self, forKey: .title)
            price = try c.decode(Price.self, forKey: .cost)
        } else {
            let c = try decoder.container(keyedBy: V1Keys.self)
            name = try c.decode(String.self, forKey: .name)
            price = try c.decode(Price.self, forKey: .price)
        }
    }
}

let v1 = #"[{"name": "Coffee", "price": 350}, {"name": "Bagel", "price": 1205}]"#
let v2 = #"[{"title": "Tea", "cost": 299}]"#

let decoder = JSONDecoder()
for item in try decoder.decode([Item].self, from: Data(v1.utf8)) {
    print(item.name, item.price)
}

decoder.userInfo[.currencySymbol] = "€"
decoder.userInfo[.apiVersion] = 2
for item in try decoder.decode([Item].self, from: Data(v2.utf8)) {
    print(item.name, item.price)
}
print(decoder.userInfo.count, CodingUserInfoKey.apiVersion.rawValue)

decoder.userInfo[.apiVersion] = 1
do {
    _ = try decoder.decode([Item].self, from: Data(v2.utf8))
} catch DecodingError.keyNotFound(let key, let context) {
    print("v1 decoder missing \(key.stringValue), path count \(context.codingPath.count)")
}

// expect: Coffee $3.50
// expect: Bagel $12.05
// expect: Tea €2.99
// expect: 2 apiVersion
// expect: v1 decoder missing name, path count 1
