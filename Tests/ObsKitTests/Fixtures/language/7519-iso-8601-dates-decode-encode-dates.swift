// Tutorial style (ISO 8601 dates): decode and encode dates with .iso8601 and read components in UTC
import Foundation

struct Event: Codable {
    let title: String
    let startsAt: Date
    let endsAt: Date

    var durationMinutes: Int { Int(endsAt.timeIntervalSince(startsAt) / 60) }
}

let json = """
[
  {"title": "Standup", "startsAt": "2024-03-04T09:00:00Z", "endsAt": "2024-03-04T09:15:00Z"},
  {"title": "Lunch talk", "startsAt": "2024-03-04T12:30:00+02:00", "endsAt": "2024-03-04T13:45:00+02:00"}
]
"""

let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .iso8601
let events = try decoder.decode([Event].self, from: Data(json.utf8))

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

for event in events {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: event.startsAt)
    print("\(event.title): \(parts.year!)-\(parts.month!)-\(parts.day!) \(parts.hour!):\(parts.minute!) UTC, \(event.durationMinutes) min")
    print("  epoch: \(Int(event.startsAt.timeIntervalSince1970))")
}

let encoder = JSONEncoder()
encoder.dateEncodingStrategy = .iso8601
encoder.outputFormatting = [.sortedKeys]
let launch = Event(title: "Launch",
                   startsAt: Date(timeIntervalSince1970: 1_700_000_000),
                   endsAt: Date(timeIntervalSince1970: 1_700_003_600))
print(String(decoding: try encoder.encode(launch), as: UTF8.self))

let badDate = #"[{"title": "Oops", "startsAt": "yesterday", "endsAt": "2024-03-04T09:15:00Z"}]"#
do {
    _ = try decoder.decode([Event].self, from: Data(badDate.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print(context.debugDescription)
    print(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue })
}

let plain = JSONEncoder()
plain.outputFormatting = .sortedKeys
print(String(decoding: try plain.encode(launch), as: UTF8.self))

// expect: Standup: 2024-3-4 9:0 UTC, 15 min
// expect:   epoch: 1709542800
// expect: Lunch talk: 2024-3-4 10:30 UTC, 75 min
// expect:   epoch: 1709548200
// expect: {"endsAt":"2023-11-14T23:13:20Z","startsAt":"2023-11-14T22:13:20Z","title":"Launch"}
// expect: Expected date string to be ISO8601-formatted.
// expect: ["0"]
// expect: {"endsAt":721696400,"startsAt":721692800,"title":"Launch"}
