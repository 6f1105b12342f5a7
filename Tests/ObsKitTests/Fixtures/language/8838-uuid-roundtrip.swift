// Apple docs style (UUID): parsing and comparing identifiers from a server
import Foundation

let raw = "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"
let id = UUID(uuidString: raw)!
print(id.uuidString)
print("round trip: \(id.uuidString.lowercased() == raw)")

let same = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
print("equal ignoring case: \(id == same)")

print("invalid: \(UUID(uuidString: "not-a-uuid") == nil)")
print("too short: \(UUID(uuidString: "E621E1F8-C36C-495A-93FC") == nil)")

let bytes = id.uuid
print("first byte: \(bytes.0), last byte: \(bytes.15)")
let hex = withUnsafeBytes(of: id.uuid) { Array($0) }.prefix(4).map { String(format: "%02X", $0) }.joined()
print("first four bytes: \(hex)")

struct Device: Codable {
    var id: UUID
    var name: String
}
let devices = [
    Device(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!, name: "Tablet"),
    Device(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!, name: "Phone"),
]
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(devices[1]), as: UTF8.self))

let decoded = try JSONDecoder().decode(Device.self, from: Data(#"{"id":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f","name":"Watch"}"#.utf8))
print("\(decoded.name): \(decoded.id == id)")

let ordered = devices.sorted { $0.id.uuidString < $1.id.uuidString }
print(ordered.map(\.name))
var seen: Set<UUID> = [id, same, devices[0].id]
print("unique: \(seen.count)")
seen.remove(same)
print("after remove: \(seen.count)")

// expect: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
// expect: round trip: true
// expect: equal ignoring case: true
// expect: invalid: true
// expect: too short: true
// expect: first byte: 230, last byte: 95
// expect: first four bytes: E621E1F8
// expect: {"id":"00000000-0000-0000-0000-00000000000A","name":"Phone"}
// expect: Watch: true
// expect: ["Phone", "Tablet"]
// expect: unique: 2
// expect: after remove: 1
