// Codable with dates: ISO8601 and secondsSince1970 strategies on fixed dates, plus a custom formatter strategy (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct Event: Codable {
    let title: String
    let startsAt: Date
}

let base = Date(timeIntervalSince1970: 1_700_000_000)
let events = [
    Event(title: "Kickoff", startsAt: base),
    Event(title: "Review", startsAt: base.addingTimeInterval(3 * 86_400 + 5_400)),
]

func show(_ data: Data) { print(String(decoding: data, as: UTF8.self)) }

do {
    let iso = JSONEncoder()
    iso.outputFormatting = .sortedKeys
    iso.dateEncodingStrategy = .iso8601
    let isoData = try iso.encode(events)
    show(isoData)

    let isoDecoder = JSONDecoder()
    isoDecoder.dateDecodingStrategy = .iso8601
    let back = try isoDecoder.decode([Event].self, from: isoData)
    print(back.map { Int($0.startsAt.timeIntervalSince1970) })

    let secs = JSONEncoder()
    secs.outputFormatting = .sortedKeys
    secs.dateEncodingStrategy = .secondsSince1970
    show(try secs.encode(events[1]))

    let secsDecoder = JSONDecoder()
    secsDecoder.dateDecodingStrategy = .secondsSince1970
    let fromNumber = try secsDecoder.decode(Event.self, from: Data(#"{"title":"Launch","startsAt":1704067200}"#.utf8))
    print(fromNumber.title, fromNumber.startsAt.timeIntervalSince1970)

    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    let custom = JSONDecoder()
    custom.dateDecodingStrategy = .formatted(formatter)
    let parsed = try custom.decode(Event.self, from: Data(#"{"title":"Retro","startsAt":"2024-02-29 17:45"}"#.utf8))
    print(parsed.title, Int(parsed.startsAt.timeIntervalSince1970), formatter.string(from: parsed.startsAt))

    let bad = Data(#"{"title":"Oops","startsAt":"tomorrow"}"#.utf8)
    do {
        _ = try isoDecoder.decode(Event.self, from: bad)
        print("should not decode")
    } catch DecodingError.dataCorrupted(let context) {
        print("rejected bad date:", context.debugDescription.isEmpty == false)
    }
} catch {
    print("unexpected:", error)
}

// expect: [{"startsAt":"2023-11-14T22:13:20Z","title":"Kickoff"},{"startsAt":"2023-11-17T23:43:20Z","title":"Review"}]
// expect: [1700000000, 1700264600]
// expect: {"startsAt":1700264600,"title":"Review"}
// expect: Launch 1704067200.0
// expect: Retro 1709228700 2024-02-29 17:45
// expect: rejected bad date: true
