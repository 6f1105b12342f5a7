// App code style: ISO8601DateFormatter parsing server timestamps and computing elapsed times
import Foundation

let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(identifier: "UTC")

let stamps = ["2025-03-03T09:41:00Z", "2025-03-03T10:15:30Z", "2025-03-04T00:00:00+02:00", "03/03/2025"]
var dates: [Date] = []
for s in stamps {
    if let d = iso.date(from: s) {
        dates.append(d)
        print("\(s) -> \(Int(d.timeIntervalSince1970))")
    } else {
        print("\(s) -> invalid")
    }
}
print("back:", iso.string(from: dates[2]))
let elapsed = dates[1].timeIntervalSince(dates[0])
print(String(format: "elapsed: %.0f s = %d min %d s", elapsed, Int(elapsed) / 60, Int(elapsed) % 60))
print("third before first?", dates[2] < dates[0])

let fractional = ISO8601DateFormatter()
fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
fractional.timeZone = TimeZone(identifier: "UTC")
if let precise = fractional.date(from: "2025-03-03T09:41:00.250Z") {
    print("fraction:", precise.timeIntervalSince(dates[0]))
    print("formatted:", fractional.string(from: precise))
}

let dateOnly = ISO8601DateFormatter()
dateOnly.formatOptions = [.withFullDate]
dateOnly.timeZone = TimeZone(identifier: "UTC")
print("date only:", dateOnly.string(from: dates[1]))
print("parsed date only:", dateOnly.date(from: "2024-02-29").map { Int($0.timeIntervalSince1970) } ?? -1)

struct Sync: Codable { let lastSync: Date }
let enc = JSONEncoder()
enc.dateEncodingStrategy = .iso8601
let json = try! enc.encode(Sync(lastSync: dates[1]))
print(String(data: json, encoding: .utf8)!)
let dec = JSONDecoder()
dec.dateDecodingStrategy = .iso8601
print("decoded equal:", (try! dec.decode(Sync.self, from: json)).lastSync == dates[1])
// expect: 2025-03-03T09:41:00Z -> 1740994860
// expect: 2025-03-03T10:15:30Z -> 1740996930
// expect: 2025-03-04T00:00:00+02:00 -> 1741039200
// expect: 03/03/2025 -> invalid
// expect: back: 2025-03-03T22:00:00Z
// expect: elapsed: 2070 s = 34 min 30 s
// expect: third before first? false
// expect: fraction: 0.25
// expect: formatted: 2025-03-03T09:41:00.250Z
// expect: date only: 2025-03-03
// expect: parsed date only: 1709164800
// expect: {"lastSync":"2025-03-03T10:15:30Z"}
// expect: decoded equal: true
