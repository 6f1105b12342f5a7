// Stack Overflow style (JSON settings): JSONSerialization with .sortedKeys for output, and reading a parsed [String: Any] with casts
import Foundation

let settings: [String: Any] = [
    "name": "backup-job",
    "enabled": true,
    "retries": 3,
    "targets": ["s3", "local"],
    "limits": ["cpu": 2, "memoryMB": 512],
]

let out = try! JSONSerialization.data(withJSONObject: settings, options: [.sortedKeys])
print(String(data: out, encoding: .utf8)!)

let pretty = try! JSONSerialization.data(withJSONObject: ["b": 1, "a": [1, 2]], options: [.sortedKeys, .prettyPrinted])
print(String(data: pretty, encoding: .utf8)!)

let incoming = """
{"user": {"id": 42, "name": "Rosa", "tags": ["admin", "ops"]}, "score": 97.5, "active": false, "note": null}
"""
let object = try! JSONSerialization.jsonObject(with: incoming.data(using: .utf8)!) as! [String: Any]
for key in object.keys.sorted() {
    let value = object[key]!
    let kind: String
    switch value {
    case is NSNull: kind = "null"
    case is [String: Any]: kind = "object"
    case let s as String: kind = "string \(s.count)"
    case is NSNumber: kind = "number"
    default: kind = "other"
    }
    print("\(key): \(kind)")
}
if let user = object["user"] as? [String: Any],
   let id = user["id"] as? Int,
   let name = user["name"] as? String,
   let tags = user["tags"] as? [String] {
    print("user #\(id) \(name) tags=\(tags.joined(separator: "+"))")
}
if let score = object["score"] as? Double {
    print("score rounded:", Int(score.rounded()))
}
print("valid:", JSONSerialization.isValidJSONObject(settings), JSONSerialization.isValidJSONObject(["x": Date(timeIntervalSince1970: 0)]))

let arrayText = "[3, 1, 2]"
let arr = try! JSONSerialization.jsonObject(with: Data(arrayText.utf8)) as! [Int]
print(arr.sorted(), arr.reduce(0, +))
do {
    _ = try JSONSerialization.jsonObject(with: Data("{broken".utf8))
    print("parsed?")
} catch {
    print("parse failed")
}

// expect: {"enabled":true,"limits":{"cpu":2,"memoryMB":512},"name":"backup-job","retries":3,"targets":["s3","local"]}
// expect: {
// expect:   "a" : [
// expect:     1,
// expect:     2
// expect:   ],
// expect:   "b" : 1
// expect: }
// expect: active: number
// expect: note: null
// expect: score: number
// expect: user: object
// expect: user #42 Rosa tags=admin+ops
// expect: score rounded: 98
// expect: valid: true false
// expect: [1, 2, 3] 6
// expect: parse failed
