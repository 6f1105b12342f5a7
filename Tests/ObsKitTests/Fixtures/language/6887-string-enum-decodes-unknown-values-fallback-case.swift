// Swift by Sundell style (raw-value enums): a String enum that decodes unknown values into a fallback case
import Foundation

enum Status: String, Codable {
    case active, suspended, deleted
    case unknown

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        self = Status(rawValue: raw) ?? .unknown
    }
}

enum Plan: Int, Codable, CaseIterable {
    case free = 0, pro = 10, team = 20
}

struct Account: Codable {
    var handle: String
    var status: Status
    var plan: Plan
}

let json = """
[
  {"handle": "kai", "status": "active", "plan": 10},
  {"handle": "emi", "status": "archived", "plan": 0},
  {"handle": "zed", "status": "deleted", "plan": 20}
]
"""

let accounts = try JSONDecoder().decode([Account].self, from: Data(json.utf8))
for account in accounts {
    print(account.handle, account.status, account.plan, account.plan.rawValue)
}
let counts = Dictionary(grouping: accounts, by: \.status.rawValue).mapValues(\.count)
for key in counts.keys.sorted() {
    print(key, counts[key]!)
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
print(String(decoding: try encoder.encode(accounts[1]), as: UTF8.self))
print(String(decoding: try encoder.encode(Plan.allCases), as: UTF8.self))

do {
    _ = try JSONDecoder().decode(Plan.self, from: Data("5".utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("dataCorrupted, path count:", context.codingPath.count)
}

// expect: kai active pro 10
// expect: emi unknown free 0
// expect: zed deleted team 20
// expect: active 1
// expect: deleted 1
// expect: unknown 1
// expect: {"handle":"emi","plan":0,"status":"unknown"}
// expect: [0,10,20]
// expect: dataCorrupted, path count: 0
