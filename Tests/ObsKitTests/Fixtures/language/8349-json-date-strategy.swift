// Foundation in app code: JSON date encoding/decoding strategies (.secondsSince1970, .iso8601, .formatted)
import Foundation

struct Event: Codable {
    let title: String
    let startsAt: Date
}

let event = Event(title: "Launch", startsAt: Date(timeIntervalSince1970: 1_700_000_000))

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys

encoder.dateEncodingStrategy = .secondsSince1970
print(String(data: try! encoder.encode(event), encoding: .utf8)!)

encoder.dateEncodingStrategy = .iso8601
let isoData = try! encoder.encode(event)
print(String(data: isoData, encoding: .utf8)!)

let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .iso8601
let decoded = try! decoder.decode(Event.self, from: isoData)
print(decoded.startsAt.timeIntervalSince1970)

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd"
decoder.dateDecodingStrategy = .formatted(formatter)
let fromDay = try! decoder.decode(Event.self, from: Data(#"{"title": "Meetup", "startsAt": "2024-03-15"}"#.utf8))
print(fromDay.title, Int(fromDay.startsAt.timeIntervalSince1970))

// expect: {"startsAt":1700000000,"title":"Launch"}
// expect: {"startsAt":"2023-11-14T22:13:20Z","title":"Launch"}
// expect: 1700000000.0
// expect: Meetup 1710460800
