// Dates in JSON: the default strategy (seconds since 2001), secondsSince1970, millisecondsSince1970 and iso8601, decoded back.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

struct Event: Codable {
    var title: String
    var start: Date
}
let event = Event(title: "launch", start: Date(timeIntervalSince1970: 1_700_000_000))
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(event), encoding: .utf8)!)
for strategy in [JSONEncoder.DateEncodingStrategy.secondsSince1970, .millisecondsSince1970, .iso8601] {
    encoder.dateEncodingStrategy = strategy
    print(String(data: try encoder.encode(event), encoding: .utf8)!)
}
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .iso8601
let decoded = try decoder.decode(Event.self, from: Data(#"{"title": "x", "start": "2024-02-29T12:00:00Z"}"#.utf8))
print(decoded.start, decoded.start.timeIntervalSince1970)

// expect: {"start":721692800,"title":"launch"}
// expect: {"start":1700000000,"title":"launch"}
// expect: {"start":1700000000000,"title":"launch"}
// expect: {"start":"2023-11-14T22:13:20Z","title":"launch"}
// expect: 2024-02-29 12:00:00 +0000 1709208000.0
