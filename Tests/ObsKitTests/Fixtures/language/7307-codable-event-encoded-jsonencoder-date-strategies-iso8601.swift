// Swift with Majid style (syncing events): a Codable event encoded with JSONEncoder date strategies (.iso8601, .secondsSince1970, .formatted) and decoded back
import Foundation

struct Event: Codable, Equatable {
    let id: Int
    let name: String
    let startsAt: Date
}

let event = Event(id: 7, name: "Kickoff", startsAt: Date(timeIntervalSince1970: 1_726_000_000))

func encode(_ strategy: JSONEncoder.DateEncodingStrategy) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = strategy
    return String(decoding: try! encoder.encode(event), as: UTF8.self)
}

print(encode(.iso8601))
print(encode(.secondsSince1970))
print(encode(.millisecondsSince1970))

let custom = DateFormatter()
custom.locale = Locale(identifier: "en_US_POSIX")
custom.timeZone = TimeZone(identifier: "UTC")
custom.dateFormat = "dd.MM.yyyy HH:mm"
print(encode(.formatted(custom)))

let incoming = """
[{"id":1,"name":"Standup","startsAt":"2024-09-10T09:00:00Z"},
 {"id":2,"name":"Review","startsAt":"2024-09-10T15:30:00Z"}]
"""
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .iso8601
let decoded = try! decoder.decode([Event].self, from: Data(incoming.utf8))
for item in decoded {
    print(item.id, item.name, Int(item.startsAt.timeIntervalSince1970), custom.string(from: item.startsAt))
}
let gap = decoded[1].startsAt.timeIntervalSince(decoded[0].startsAt)
print("gap minutes:", Int(gap / 60))

let roundTripEncoder = JSONEncoder()
roundTripEncoder.dateEncodingStrategy = .iso8601
let data = try! roundTripEncoder.encode(event)
print("round trip equal:", try! decoder.decode(Event.self, from: data) == event)

let bad = #"{"id":3,"name":"Oops","startsAt":"next tuesday"}"#
do {
    _ = try decoder.decode(Event.self, from: Data(bad.utf8))
} catch DecodingError.dataCorrupted {
    print("rejected: not an ISO 8601 date")
} catch {
    print("other error")
}

// expect: {"id":7,"name":"Kickoff","startsAt":"2024-09-10T20:26:40Z"}
// expect: {"id":7,"name":"Kickoff","startsAt":1726000000}
// expect: {"id":7,"name":"Kickoff","startsAt":1726000000000}
// expect: {"id":7,"name":"Kickoff","startsAt":"10.09.2024 20:26"}
// expect: 1 Standup 1725958800 10.09.2024 09:00
// expect: 2 Review 1725982200 10.09.2024 15:30
// expect: gap minutes: 390
// expect: round trip equal: true
// expect: rejected: not an ISO 8601 date
