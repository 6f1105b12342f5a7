// Apple docs style (JSONEncoder.DateEncodingStrategy): encoding and decoding dates
import Foundation

struct Event: Codable {
    let title: String
    let startsAt: Date
}

let event = Event(title: "Keynote", startsAt: Date(timeIntervalSince1970: 1_717_430_400))

func show(_ label: String, _ encoder: JSONEncoder) {
    encoder.outputFormatting = .sortedKeys
    let data = try! encoder.encode(event)
    print("\(label): \(String(data: data, encoding: .utf8)!)")
}

// Default: seconds since the 2001 reference date
show("deferredToDate", JSONEncoder())

let seconds = JSONEncoder()
seconds.dateEncodingStrategy = .secondsSince1970
show("secondsSince1970", seconds)

let millis = JSONEncoder()
millis.dateEncodingStrategy = .millisecondsSince1970
show("millisecondsSince1970", millis)

let iso = JSONEncoder()
iso.dateEncodingStrategy = .iso8601
show("iso8601", iso)

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy/MM/dd HH:mm"
let formatted = JSONEncoder()
formatted.dateEncodingStrategy = .formatted(formatter)
show("formatted", formatted)

let custom = JSONEncoder()
custom.dateEncodingStrategy = .custom { date, encoder in
    var container = encoder.singleValueContainer()
    try container.encode("day-\(Int(date.timeIntervalSince1970) / 86_400)")
}
show("custom", custom)

// Decoding must use the matching strategy
let isoJSON = Data(#"{"title":"Launch","startsAt":"2024-06-10T17:00:00Z"}"#.utf8)
let isoDecoder = JSONDecoder()
isoDecoder.dateDecodingStrategy = .iso8601
let launch = try isoDecoder.decode(Event.self, from: isoJSON)
print("decoded iso:", launch.title, Int(launch.startsAt.timeIntervalSince1970))

let secondsJSON = Data(#"{"title":"Epoch+1d","startsAt":86400}"#.utf8)
let secondsDecoder = JSONDecoder()
secondsDecoder.dateDecodingStrategy = .secondsSince1970
let epochPlus = try secondsDecoder.decode(Event.self, from: secondsJSON)
print("decoded seconds:", epochPlus.title, epochPlus.startsAt)

// Mismatched strategy: a string where a number was expected
do {
    _ = try secondsDecoder.decode(Event.self, from: isoJSON)
    print("unexpected success")
} catch DecodingError.typeMismatch(_, let context) {
    print("typeMismatch at:", context.codingPath.map { $0.stringValue }.joined(separator: "."))
} catch {
    print("other error")
}

// Bad date string with the iso8601 strategy
let badISO = Data(#"{"title":"Broken","startsAt":"June 10"}"#.utf8)
do {
    _ = try isoDecoder.decode(Event.self, from: badISO)
} catch DecodingError.dataCorrupted {
    print("dataCorrupted: not an ISO 8601 string")
} catch {
    print("other error")
}

// Round trip through millisecondsSince1970 keeps fractions
let precise = Event(title: "Precise", startsAt: Date(timeIntervalSince1970: 1.5))
let msDecoder = JSONDecoder()
msDecoder.dateDecodingStrategy = .millisecondsSince1970
let back = try msDecoder.decode(Event.self, from: try millis.encode(precise))
print("ms round trip:", back.startsAt.timeIntervalSince1970)

// expect: deferredToDate: {"startsAt":739123200,"title":"Keynote"}
// expect: secondsSince1970: {"startsAt":1717430400,"title":"Keynote"}
// expect: millisecondsSince1970: {"startsAt":1717430400000,"title":"Keynote"}
// expect: iso8601: {"startsAt":"2024-06-03T16:00:00Z","title":"Keynote"}
// expect: formatted: {"startsAt":"2024\/06\/03 16:00","title":"Keynote"}
// expect: custom: {"startsAt":"day-19877","title":"Keynote"}
// expect: decoded iso: Launch 1718038800
// expect: decoded seconds: Epoch+1d 1970-01-02 00:00:00 +0000
// expect: typeMismatch at: startsAt
// expect: dataCorrupted: not an ISO 8601 string
// expect: ms round trip: 1.5
