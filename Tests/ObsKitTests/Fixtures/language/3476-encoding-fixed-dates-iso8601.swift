// App code style: encoding fixed dates with .iso8601 and .secondsSince1970 strategies
import Foundation

struct Event: Codable {
    let name: String
    let startsAt: Date
    let endsAt: Date?
}

let start = Date(timeIntervalSince1970: 1_700_000_000)
let end = start.addingTimeInterval(90 * 60)
let events = [
    Event(name: "Standup", startsAt: start, endsAt: end),
    Event(name: "Launch", startsAt: Date(timeIntervalSince1970: 0), endsAt: nil),
]

let isoEncoder = JSONEncoder()
isoEncoder.dateEncodingStrategy = .iso8601
isoEncoder.outputFormatting = [.sortedKeys]
let secEncoder = JSONEncoder()
secEncoder.dateEncodingStrategy = .secondsSince1970
secEncoder.outputFormatting = [.sortedKeys]

do {
    let isoData = try isoEncoder.encode(events)
    print(String(data: isoData, encoding: .utf8)!)
    let secData = try secEncoder.encode(events[0])
    print(String(data: secData, encoding: .utf8)!)

    let isoDecoder = JSONDecoder()
    isoDecoder.dateDecodingStrategy = .iso8601
    let decoded = try isoDecoder.decode([Event].self, from: isoData)
    for e in decoded {
        let minutes = e.endsAt.map { Int($0.timeIntervalSince(e.startsAt) / 60) }
        print("\(e.name): \(e.startsAt.timeIntervalSince1970) duration \(minutes.map(String.init) ?? "open")")
    }
    let secDecoder = JSONDecoder()
    secDecoder.dateDecodingStrategy = .secondsSince1970
    let one = try secDecoder.decode(Event.self, from: Data(#"{"name":"Old","startsAt":86400.5}"#.utf8))
    print("old event at", one.startsAt.timeIntervalSince1970, "end", one.endsAt == nil ? "nil" : "set")
    _ = try isoDecoder.decode(Event.self, from: Data(#"{"name":"Bad","startsAt":"yesterday"}"#.utf8))
} catch DecodingError.dataCorrupted {
    print("bad date rejected as dataCorrupted")
} catch {
    print("error:", error)
}
// expect: [{"endsAt":"2023-11-14T23:43:20Z","name":"Standup","startsAt":"2023-11-14T22:13:20Z"},{"name":"Launch","startsAt":"1970-01-01T00:00:00Z"}]
// expect: {"endsAt":1700005400,"name":"Standup","startsAt":1700000000}
// expect: Standup: 1700000000.0 duration 90
// expect: Launch: 0.0 duration open
// expect: old event at 86400.5 end nil
// expect: bad date rejected as dataCorrupted
