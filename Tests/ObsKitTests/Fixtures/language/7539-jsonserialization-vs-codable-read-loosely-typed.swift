// Tutorial style (JSONSerialization vs Codable): read loosely typed JSON with JSONSerialization, then switch to Codable
import Foundation

let json = """
{"name": "Widget", "price": 9.5, "inStock": true, "tags": ["a", "b"], "dimensions": {"w": 3, "h": 4}, "note": null}
"""
let data = Data(json.utf8)

if let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] {
    for key in object.keys.sorted() {
        let value = object[key]!
        switch value {
        case let s as String: print("\(key): string \(s)")
        case let arr as [Any]: print("\(key): array of \(arr.count)")
        case let dict as [String: Any]: print("\(key): object with keys \(dict.keys.sorted())")
        case is NSNull: print("\(key): null")
        case let n as NSNumber: print("\(key): number \(n)")
        default: print("\(key): other")
        }
    }
}

struct Widget: Codable {
    struct Dimensions: Codable { let w: Int; let h: Int }
    let name: String
    let price: Double
    let inStock: Bool
    let tags: [String]
    let dimensions: Dimensions
    let note: String?
}

let widget = try JSONDecoder().decode(Widget.self, from: data)
print(widget.name, widget.price, widget.inStock, widget.tags, widget.dimensions.w * widget.dimensions.h, widget.note ?? "nil")

let dict: [String: Any] = ["z": 1, "a": [true, false], "m": ["k": "v"], "s": "slash/ok"]
let serialized = try JSONSerialization.data(withJSONObject: dict, options: [.sortedKeys])
print(String(decoding: serialized, as: UTF8.self))
let serializedNoSlash = try JSONSerialization.data(withJSONObject: dict, options: [.sortedKeys, .withoutEscapingSlashes])
print(String(decoding: serializedNoSlash, as: UTF8.self))

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let viaCodable = try encoder.encode(widget)
let reparsed = try JSONSerialization.jsonObject(with: viaCodable) as! [String: Any]
print(reparsed.keys.sorted(), reparsed["note"] == nil)
print(JSONSerialization.isValidJSONObject(dict), JSONSerialization.isValidJSONObject(["d": Data()]))

let fragment = try JSONSerialization.jsonObject(with: Data("123".utf8), options: .fragmentsAllowed)
print(fragment as? Int ?? -1)

// expect: dimensions: object with keys ["h", "w"]
// expect: inStock: number 1
// expect: name: string Widget
// expect: note: null
// expect: price: number 9.5
// expect: tags: array of 2
// expect: Widget 9.5 true ["a", "b"] 12 nil
// expect: {"a":[true,false],"m":{"k":"v"},"s":"slash\/ok","z":1}
// expect: {"a":[true,false],"m":{"k":"v"},"s":"slash/ok","z":1}
// expect: ["dimensions", "inStock", "name", "price", "tags"] true
// expect: true false
// expect: 123
