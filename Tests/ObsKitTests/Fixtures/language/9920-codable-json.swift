// Apple docs style (Codable): encoding and decoding JSON
import Foundation

struct Landmark: Codable, Equatable {
    var name: String
    var foundingYear: Int
    var tags: [String]
    var location: Coordinate?
}
struct Coordinate: Codable, Equatable {
    var latitude: Double
    var longitude: Double
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

let tower = Landmark(name: "Tower", foundingYear: 1889, tags: ["iron", "tall"], location: Coordinate(latitude: 48.5, longitude: 2.25))
let data = try! encoder.encode(tower)
print(String(decoding: data, as: UTF8.self))

let noLocation = Landmark(name: "Gate", foundingYear: 1937, tags: [], location: nil)
print(String(decoding: try! encoder.encode(noLocation), as: UTF8.self))

encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(decoding: try! encoder.encode(Coordinate(latitude: 1, longitude: -1)), as: UTF8.self))

let decoder = JSONDecoder()
let decoded = try! decoder.decode(Landmark.self, from: data)
print("round trip equal:", decoded == tower, decoded.name, decoded.location?.latitude ?? 0)

let json = """
[{"name": "Bridge", "foundingYear": 1883, "tags": ["steel"]},
 {"name": "Arch", "foundingYear": 1965, "tags": ["steel", "tall"], "location": {"latitude": 38.5, "longitude": -90.25}}]
"""
let list = try! decoder.decode([Landmark].self, from: Data(json.utf8))
for l in list {
    print("\(l.name) (\(l.foundingYear)) tags=\(l.tags) hasLocation=\(l.location != nil)")
}

struct Product: Codable {
    let productName: String
    let unitPrice: Int
    enum CodingKeys: String, CodingKey {
        case productName = "product_name"
        case unitPrice = "unit_price"
    }
}
let p = try! decoder.decode(Product.self, from: Data(#"{"product_name": "Tea", "unit_price": 350}"#.utf8))
print("custom keys:", p.productName, p.unitPrice)
encoder.outputFormatting = [.sortedKeys]
print(String(decoding: try! encoder.encode(p), as: UTF8.self))

let bad = Data(#"{"name": "X", "foundingYear": "old", "tags": []}"#.utf8)
do {
    _ = try decoder.decode(Landmark.self, from: bad)
} catch DecodingError.typeMismatch(let type, let context) {
    print("typeMismatch:", type, context.codingPath.map(\.stringValue))
} catch {
    print("other error")
}
let missing = Data(#"{"name": "Y"}"#.utf8)
do {
    _ = try decoder.decode(Landmark.self, from: missing)
} catch DecodingError.keyNotFound(let key, _) {
    print("keyNotFound:", key.stringValue)
} catch {
    print("other error")
}

enum Status: String, Codable { case active, archived }
struct Item: Codable { let id: Int; let status: Status }
let items = [Item(id: 2, status: .archived), Item(id: 1, status: .active)]
print(String(decoding: try! encoder.encode(items), as: UTF8.self))
let dict = ["b": 2, "a": 1, "c": 3]
print("sorted dictionary JSON:", String(decoding: try! encoder.encode(dict), as: UTF8.self))
// expect: {"foundingYear":1889,"location":{"latitude":48.5,"longitude":2.25},"name":"Tower","tags":["iron","tall"]}
// expect: {"foundingYear":1937,"name":"Gate","tags":[]}
// expect: {
// expect:   "latitude" : 1,
// expect:   "longitude" : -1
// expect: }
// expect: round trip equal: true Tower 48.5
// expect: Bridge (1883) tags=["steel"] hasLocation=false
// expect: Arch (1965) tags=["steel", "tall"] hasLocation=true
// expect: custom keys: Tea 350
// expect: {"product_name":"Tea","unit_price":350}
// expect: typeMismatch: Int ["foundingYear"]
// expect: keyNotFound: foundingYear
// expect: [{"id":2,"status":"archived"},{"id":1,"status":"active"}]
// expect: sorted dictionary JSON: {"a":1,"b":2,"c":3}
