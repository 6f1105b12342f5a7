// Foundation in app code: String and Int raw-value enums as Codable properties, plus unknown values failing
import Foundation

enum Status: String, Codable {
    case active, suspended, deleted
}

enum Priority: Int, Codable {
    case low = 1, medium = 2, high = 3
}

struct Account: Codable {
    let username: String
    let status: Status
    let priority: Priority
}

let json = """
[
  {"username": "alice", "status": "active", "priority": 3},
  {"username": "bob", "status": "suspended", "priority": 1}
]
"""

let accounts = try! JSONDecoder().decode([Account].self, from: Data(json.utf8))
for a in accounts {
    print("\(a.username): \(a.status) (\(a.status.rawValue)), priority \(a.priority)")
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let out = try! encoder.encode(Account(username: "carol", status: .deleted, priority: .medium))
print(String(data: out, encoding: .utf8)!)

do {
    _ = try JSONDecoder().decode(Account.self, from: Data(#"{"username": "dan", "status": "banned", "priority": 2}"#.utf8))
    print("unexpected success")
} catch DecodingError.dataCorrupted(let context) {
    print("Invalid enum at: \(context.codingPath.map(\.stringValue))")
} catch {
    print("Other: \(error)")
}

// expect: alice: active (active), priority high
// expect: bob: suspended (suspended), priority low
// expect: {"priority":2,"status":"deleted","username":"carol"}
// expect: Invalid enum at: ["status"]
