// Hacking with Swift style (retroactive protocol on standard types): a Describable-as-JSON protocol adopted by Int, String, Bool, Optional, Array and Dictionary
protocol JSONValue {
    var json: String { get }
}

extension Int: JSONValue { var json: String { String(self) } }
extension Bool: JSONValue { var json: String { self ? "true" : "false" } }
extension String: JSONValue {
    var json: String { "\"" + self.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
}

extension Optional: JSONValue where Wrapped: JSONValue {
    var json: String { self?.json ?? "null" }
}

extension Array: JSONValue where Element: JSONValue {
    var json: String { "[" + map(\.json).joined(separator: ",") + "]" }
}

extension Dictionary: JSONValue where Key == String, Value: JSONValue {
    var json: String {
        "{" + keys.sorted().map { "\($0.json):\(self[$0]!.json)" }.joined(separator: ",") + "}"
    }
}

import Foundation

struct Field {
    let name: String
    let value: any JSONValue
}

func object(_ fields: [Field]) -> String {
    "{" + fields.map { "\($0.name.json):\($0.value.json)" }.joined(separator: ",") + "}"
}

print(42.json, true.json, "say \"hi\"".json)
print([1, 2, 3].json, [[true], [false, true]].json)
let maybe: Int? = nil
print(maybe.json, Optional(5).json, [Optional("a"), nil].json)
print(["b": 2, "a": 1].json)
print(["list": [1, 2], "empty": []].json)
print(object([Field(name: "id", value: 7), Field(name: "tags", value: ["x", "y"]), Field(name: "ok", value: false)]))

// expect: 42 true "say \"hi\""
// expect: [1,2,3] [[true],[false,true]]
// expect: null 5 ["a",null]
// expect: {"a":1,"b":2}
// expect: {"empty":[],"list":[1,2]}
// expect: {"id":7,"tags":["x","y"],"ok":false}
