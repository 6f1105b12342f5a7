// Apple docs style (JSONSerialization): untyped JSON objects from a fixed string
import Foundation

let jsonText = """
{
  "name": "Swift Package Index",
  "version": 3,
  "rating": 4.75,
  "active": true,
  "license": null,
  "tags": ["swift", "packages", "search"],
  "owner": {"login": "spi", "id": 1001},
  "releases": [
    {"tag": "1.0.0", "downloads": 1200},
    {"tag": "2.0.0", "downloads": 5400},
    {"tag": "3.0.0", "downloads": 880}
  ]
}
"""

let object = try JSONSerialization.jsonObject(with: Data(jsonText.utf8))
guard let root = object as? [String: Any] else {
    fatalError("expected a dictionary")
}
print("top-level keys:", root.keys.sorted())
print("key count:", root.count)

if let name = root["name"] as? String { print("name:", name) }
if let version = root["version"] as? Int { print("version:", version) }
if let rating = root["rating"] as? Double { print("rating:", String(format: "%.2f", rating)) }
if let active = root["active"] as? Bool { print("active:", active) }
print("license is NSNull:", root["license"] is NSNull)
print("missing key:", root["homepage"] == nil)

if let tags = root["tags"] as? [String] {
    print("tags:", tags.joined(separator: ", "))
}
if let owner = root["owner"] as? [String: Any] {
    for key in owner.keys.sorted() {
        print("owner.\(key):", owner[key].map { "\($0)" } ?? "nil")
    }
}
if let releases = root["releases"] as? [[String: Any]] {
    let total = releases.compactMap { $0["downloads"] as? Int }.reduce(0, +)
    print("release count:", releases.count, "total downloads:", total)
    let best = releases.max { ($0["downloads"] as? Int ?? 0) < ($1["downloads"] as? Int ?? 0) }
    print("most downloaded:", best?["tag"] as? String ?? "none")
}

// Writing JSON back out with sorted keys
let summary: [String: Any] = [
    "name": root["name"] as? String ?? "",
    "tagCount": (root["tags"] as? [String])?.count ?? 0,
    "ok": true,
    "scores": [1, 2, 3],
]
let out = try JSONSerialization.data(withJSONObject: summary, options: [.sortedKeys])
print("compact:", String(data: out, encoding: .utf8)!)
print("valid object:", JSONSerialization.isValidJSONObject(summary))
print("valid for a bare string:", JSONSerialization.isValidJSONObject("text"))

// Fragments need .fragmentsAllowed
let fragment = try JSONSerialization.jsonObject(with: Data("42".utf8), options: [.fragmentsAllowed])
print("fragment:", fragment as? Int ?? -1)

// Malformed input throws
do {
    _ = try JSONSerialization.jsonObject(with: Data("{\"a\": }".utf8))
    print("parsed unexpectedly")
} catch {
    print("malformed JSON threw an error")
}

// expect: top-level keys: ["active", "license", "name", "owner", "rating", "releases", "tags", "version"]
// expect: key count: 8
// expect: name: Swift Package Index
// expect: version: 3
// expect: rating: 4.75
// expect: active: true
// expect: license is NSNull: true
// expect: missing key: true
// expect: tags: swift, packages, search
// expect: owner.id: 1001
// expect: owner.login: spi
// expect: release count: 3 total downloads: 7480
// expect: most downloaded: 2.0.0
// expect: compact: {"name":"Swift Package Index","ok":true,"scores":[1,2,3],"tagCount":3}
// expect: valid object: true
// expect: valid for a bare string: false
// expect: fragment: 42
// expect: malformed JSON threw an error
