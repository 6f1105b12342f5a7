// Apple docs style (nestedContainer(keyedBy:forKey:)): flattening nested JSON
import Foundation

// JSON shape: {"id":..,"info":{"name":..,"address":{"city":..,"zip":..}},"scores":[..]}
struct Customer {
    var id: Int
    var name: String
    var city: String
    var zip: String
    var scores: [Int]
}

extension Customer: Codable {
    enum RootKeys: String, CodingKey { case id, info, scores }
    enum InfoKeys: String, CodingKey { case name, address }
    enum AddressKeys: String, CodingKey { case city, zip }

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: RootKeys.self)
        id = try root.decode(Int.self, forKey: .id)
        let info = try root.nestedContainer(keyedBy: InfoKeys.self, forKey: .info)
        name = try info.decode(String.self, forKey: .name)
        let address = try info.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        city = try address.decode(String.self, forKey: .city)
        zip = try address.decode(String.self, forKey: .zip)
        var list = try root.nestedUnkeyedContainer(forKey: .scores)
        var collected: [Int] = []
        while !list.isAtEnd {
            collected.append(try list.decode(Int.self))
        }
        scores = collected
    }

    func encode(to encoder: Encoder) throws {
        var root = encoder.container(keyedBy: RootKeys.self)
        try root.encode(id, forKey: .id)
        var info = root.nestedContainer(keyedBy: InfoKeys.self, forKey: .info)
        try info.encode(name, forKey: .name)
        var address = info.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.encode(city, forKey: .city)
        try address.encode(zip, forKey: .zip)
        var list = root.nestedUnkeyedContainer(forKey: .scores)
        for s in scores.sorted(by: >) { try list.encode(s) }
    }
}

let input = """
{"id": 17, "info": {"name": "Ada", "address": {"city": "London", "zip": "EC1A"}}, "scores": [72, 95, 88]}
"""
let customer = try JSONDecoder().decode(Customer.self, from: Data(input.utf8))
print("id:", customer.id)
print("name:", customer.name)
print("city:", customer.city, "zip:", customer.zip)
print("scores:", customer.scores, "avg:", String(format: "%.2f", Double(customer.scores.reduce(0, +)) / Double(customer.scores.count)))

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
print(String(data: try encoder.encode(customer), encoding: .utf8)!)

// A missing nested object produces keyNotFound for the outer key
let broken = #"{"id": 1, "scores": []}"#
do {
    _ = try JSONDecoder().decode(Customer.self, from: Data(broken.utf8))
} catch DecodingError.keyNotFound(let key, let context) {
    print("keyNotFound:", key.stringValue, "path count:", context.codingPath.count)
}

// Unkeyed container of mixed values decoded positionally
struct Point3: Decodable {
    var x: Double, y: Double, label: String
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        x = try c.decode(Double.self)
        y = try c.decode(Double.self)
        label = try c.decode(String.self)
    }
}
let points = try JSONDecoder().decode([Point3].self, from: Data(#"[[1, 2.5, "a"], [-3, 0, "b"]]"#.utf8))
for p in points {
    print("\(p.label): (\(p.x), \(p.y))")
}

// expect: id: 17
// expect: name: Ada
// expect: city: London zip: EC1A
// expect: scores: [72, 95, 88] avg: 85.00
// expect: {
// expect:   "id" : 17,
// expect:   "info" : {
// expect:     "address" : {
// expect:       "city" : "London",
// expect:       "zip" : "EC1A"
// expect:     },
// expect:     "name" : "Ada"
// expect:   },
// expect:   "scores" : [
// expect:     95,
// expect:     88,
// expect:     72
// expect:   ]
// expect: }
// expect: keyNotFound: info path count: 0
// expect: a: (1.0, 2.5)
// expect: b: (-3.0, 0.0)
