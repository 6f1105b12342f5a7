// Apple docs style (JSONEncoder.DateEncodingStrategy): ISO 8601 dates in a calendar feed
import Foundation

struct Meeting: Codable {
    var title: String
    var startsAt: Date
    var endsAt: Date
}

let launch = Meeting(title: "Launch review",
                     startsAt: Date(timeIntervalSince1970: 1_700_000_000),
                     endsAt: Date(timeIntervalSince1970: 1_700_000_000 + 45 * 60))

let encoder = JSONEncoder()
encoder.dateEncodingStrategy = .iso8601
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(launch), as: UTF8.self))

let feed = """
[
  {"title": "Standup", "startsAt": "2024-03-04T09:00:00Z", "endsAt": "2024-03-04T09:15:00Z"},
  {"title": "Design sync", "startsAt": "2024-03-04T13:30:00Z", "endsAt": "2024-03-04T14:30:00Z"},
  {"title": "Retro", "startsAt": "2024-03-04T11:00:00Z", "endsAt": "2024-03-04T12:00:00Z"}
]
"""

let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .iso8601
let meetings = try decoder.decode([Meeting].self, from: Data(feed.utf8))

for meeting in meetings.sorted(by: { $0.startsAt < $1.startsAt }) {
    let minutes = Int(meeting.endsAt.timeIntervalSince(meeting.startsAt) / 60)
    print("\(meeting.title): \(minutes) min")
}
let busy = meetings.reduce(0.0) { $0 + $1.endsAt.timeIntervalSince($1.startsAt) }
print("busy hours: \(busy / 3600)")
print("first starts at unix \(Int(meetings.map(\.startsAt).min()!.timeIntervalSince1970))")

// expect: {"endsAt":"2023-11-14T22:58:20Z","startsAt":"2023-11-14T22:13:20Z","title":"Launch review"}
// expect: Standup: 15 min
// expect: Retro: 60 min
// expect: Design sync: 60 min
// expect: busy hours: 2.25
// expect: first starts at unix 1709542800
