// Apple docs style (UUID): parsing and comparing fixed UUID strings
import Foundation

let canonical = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
guard let id = UUID(uuidString: canonical) else {
    fatalError("should parse")
}
print("uuidString:", id.uuidString)
print("round trip equal:", id.uuidString == canonical)

// Lowercase input is accepted and normalized to uppercase
let lower = UUID(uuidString: canonical.lowercased())
print("lowercase parses:", lower != nil)
print("normalized:", lower?.uuidString ?? "nil")
print("same value:", lower == id)

// Invalid strings return nil
let candidates = [
    "E621E1F8C36C495A93FC0C247A3E6E5F",
    "E621E1F8-C36C-495A-93FC-0C247A3E6E5",
    "G621E1F8-C36C-495A-93FC-0C247A3E6E5F",
    "",
    "00000000-0000-0000-0000-000000000000",
]
for c in candidates {
    print("'\(c)' ->", UUID(uuidString: c)?.uuidString ?? "nil")
}

// The 16 raw bytes
let bytes = withUnsafeBytes(of: id.uuid) { Array($0) }
print("byte count:", bytes.count)
print("bytes:", bytes.map { String(format: "%02x", $0) }.joined(separator: " "))
// Version nibble lives in byte 6, variant bits in byte 8
print("version:", bytes[6] >> 4)
print("variant bits:", String(bytes[8] >> 6, radix: 2))

// Building a UUID from a byte tuple
let fromBytes = UUID(uuid: (0x12, 0x34, 0x56, 0x78, 0x9A, 0xBC, 0x4D, 0xEF,
                            0x80, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07))
print("from bytes:", fromBytes.uuidString)

// UUIDs as dictionary keys, printed in a stable order
let owners: [UUID: String] = [
    id: "Ana",
    fromBytes: "Ben",
    UUID(uuidString: "00000000-0000-0000-0000-000000000001")!: "Root",
]
for key in owners.keys.sorted(by: { $0.uuidString < $1.uuidString }) {
    print("  \(key.uuidString.prefix(8)) -> \(owners[key]!)")
}

// Hyphen-free short form and a stable short prefix
let compact = id.uuidString.replacingOccurrences(of: "-", with: "").lowercased()
print("compact:", compact, compact.count)
print("short:", String(compact.prefix(7)))

// UUID is Codable as a plain string
struct Record: Codable { let id: UUID; let name: String }
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let json = try! encoder.encode(Record(id: id, name: "demo"))
print(String(decoding: json, as: UTF8.self))
let back = try! JSONDecoder().decode(Record.self, from: json)
print("decoded equal:", back.id == id)

// expect: uuidString: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
// expect: round trip equal: true
// expect: lowercase parses: true
// expect: normalized: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
// expect: same value: true
// expect: 'E621E1F8C36C495A93FC0C247A3E6E5F' -> nil
// expect: 'E621E1F8-C36C-495A-93FC-0C247A3E6E5' -> nil
// expect: 'G621E1F8-C36C-495A-93FC-0C247A3E6E5F' -> nil
// expect: '' -> nil
// expect: '00000000-0000-0000-0000-000000000000' -> 00000000-0000-0000-0000-000000000000
// expect: byte count: 16
// expect: bytes: e6 21 e1 f8 c3 6c 49 5a 93 fc 0c 24 7a 3e 6e 5f
// expect: version: 4
// expect: variant bits: 10
// expect: from bytes: 12345678-9ABC-4DEF-8001-020304050607
// expect:   00000000 -> Root
// expect:   12345678 -> Ben
// expect:   E621E1F8 -> Ana
// expect: compact: e621e1f8c36c495a93fc0c247a3e6e5f 32
// expect: short: e621e1f
// expect: {"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","name":"demo"}
// expect: decoded equal: true
