// JSONSerialization: untyped JSON into [String: Any], casting nested values, and writing a dictionary back with sorted keys.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

let text = #"{"name": "Trail", "km": 12.5, "days": 2, "open": true, "stops": ["lake", "peak"], "note": null, "meta": {"v": 1}}"#
let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
print(object.keys.sorted())
print(object["name"] as? String ?? "", object["km"] as? Double ?? 0, object["days"] as? Int ?? 0)
print(object["open"] as? Bool ?? false, (object["stops"] as? [String])?.count ?? 0, object["note"] is NSNull)
let meta = object["meta"] as? [String: Any]
print(meta?["v"] as? Int ?? -1, object["missing"] == nil)
let summary: [String: Any] = ["z": [1, 2], "a": "x", "m": ["k": true]]
let written = try JSONSerialization.data(withJSONObject: summary, options: [.sortedKeys])
print(String(data: written, encoding: .utf8)!)
print(JSONSerialization.isValidJSONObject(summary), JSONSerialization.isValidJSONObject(["d": Date()]))

// expect: ["days", "km", "meta", "name", "note", "open", "stops"]
// expect: Trail 12.5 2
// expect: true 2 true
// expect: 1 true
// expect: {"a":"x","m":{"k":true},"z":[1,2]}
// expect: true false
