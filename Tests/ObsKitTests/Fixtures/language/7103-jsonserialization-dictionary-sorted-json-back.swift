// Tutorial style (JSONSerialization): dictionary to sorted JSON and back
import Foundation

let payload: [String: Any] = [
    "name": "Ada",
    "age": 36,
    "languages": ["Swift", "C"],
    "active": true,
    "score": 9.5
]

do {
    let data = try JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
    let json = String(data: data, encoding: .utf8)!
    print(json)

    let pretty = try JSONSerialization.data(withJSONObject: ["b": 1, "a": [1, 2]], options: [.sortedKeys, .prettyPrinted])
    print(String(data: pretty, encoding: .utf8)!)

    let obj = try JSONSerialization.jsonObject(with: data, options: [])
    if let dict = obj as? [String: Any] {
        let name = dict["name"] as? String ?? ""
        let age = dict["age"] as? Int ?? 0
        let langs = dict["languages"] as? [String] ?? []
        let active = dict["active"] as? Bool ?? false
        print(name, age, langs, active)
        print(dict.keys.sorted())
    }
} catch {
    print("error:", error)
}
// expect: {"active":true,"age":36,"languages":["Swift","C"],"name":"Ada","score":9.5}
// expect: {
// expect:   "a" : [
// expect:     1,
// expect:     2
// expect:   ],
// expect:   "b" : 1
// expect: }
// expect: Ada 36 ["Swift", "C"] true
// expect: ["active", "age", "languages", "name", "score"]
