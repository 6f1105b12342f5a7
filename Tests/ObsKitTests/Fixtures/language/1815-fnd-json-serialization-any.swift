// Foundation JSONSerialization: parsing untyped JSON into [String: Any], casting nested values, and writing with sorted keys.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let json = """
{"title": "Trip", "days": 3, "budget": 250.5, "cities": ["Lyon", "Nice"], "booked": true, "notes": null}
"""
let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
print(object.keys.sorted())
print(object["title"] as? String ?? "?")
print(object["days"] as? Int ?? -1)
print(object["budget"] as? Double ?? -1)
print((object["cities"] as? [String])?.joined(separator: " & ") ?? "")
print(object["booked"] as? Bool ?? false)
print(object["notes"] is NSNull)

let out: [String: Any] = ["b": [1, 2], "a": "x", "c": ["k": false]]
let data = try JSONSerialization.data(withJSONObject: out, options: [.sortedKeys])
print(String(data: data, encoding: .utf8)!)
print(JSONSerialization.isValidJSONObject(out), JSONSerialization.isValidJSONObject(["d": Date()] as [String: Any]))

// expect: ["booked", "budget", "cities", "days", "notes", "title"]
// expect: Trip
// expect: 3
// expect: 250.5
// expect: Lyon & Nice
// expect: true
// expect: true
// expect: {"a":"x","b":[1,2],"c":{"k":false}}
// expect: true false
