// Tutorial style (dictionaries): how String, Int and enum keyed dictionaries encode, and CodingKeyRepresentable
// known-gap: a dictionary keyed by a `CodingKeyRepresentable` enum is coded as a flat array of keys and values, as for other non-String keys, and decoding `[Int: V]` accepts non-numeric keys
import Foundation

enum Weekday: String, Codable, CaseIterable {
    case mon, tue, wed
}

enum Level: String, Codable, CodingKeyRepresentable {
    case debug, info, error
}

struct Schedule: Codable {
    var hoursByName: [String: Int]
    var namesByRoom: [Int: String]
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys

let schedule = Schedule(hoursByName: ["zoe": 30, "amir": 25], namesByRoom: [101: "Lab", 7: "Office"])
print(String(decoding: try encoder.encode(schedule), as: UTF8.self))

let back = try JSONDecoder().decode(Schedule.self, from: try encoder.encode(schedule))
print(back.namesByRoom[101]!, back.namesByRoom.keys.sorted())

// A plain String-raw-value enum key encodes as an array of alternating keys and values
let byDay: [Weekday: Int] = [.mon: 3]
print(String(decoding: try encoder.encode(byDay), as: UTF8.self))

// CodingKeyRepresentable makes it a JSON object
let counts: [Level: Int] = [.error: 2, .info: 10, .debug: 40]
let countsData = try encoder.encode(counts)
print(String(decoding: countsData, as: UTF8.self))
let decodedCounts = try JSONDecoder().decode([Level: Int].self, from: countsData)
print(decodedCounts[.info]!, decodedCounts.count)

let nested: [String: [String: [Int]]] = ["outer": ["b": [2, 1], "a": []]]
print(String(decoding: try encoder.encode(nested), as: UTF8.self))

let intKeyed = try JSONDecoder().decode([Int: String].self, from: Data(#"{"1": "one", "22": "twenty-two"}"#.utf8))
print(intKeyed.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

do {
    _ = try JSONDecoder().decode([Int: String].self, from: Data(#"{"x": "bad"}"#.utf8))
} catch DecodingError.typeMismatch(let type, let ctx) {
    print("typeMismatch:", type, ctx.debugDescription)
} catch {
    print("other:", error)
}

// expect: {"hoursByName":{"amir":25,"zoe":30},"namesByRoom":{"101":"Lab","7":"Office"}}
// expect: Lab [7, 101]
// expect: ["mon",3]
// expect: {"debug":40,"error":2,"info":10}
// expect: 10 3
// expect: {"outer":{"a":[],"b":[2,1]}}
// expect: ["1:one", "22:twenty-two"]
// expect: typeMismatch: Int Expected Int key but found String key instead.
