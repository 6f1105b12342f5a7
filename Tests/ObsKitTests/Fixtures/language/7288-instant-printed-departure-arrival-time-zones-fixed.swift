// Hacking with Swift style (flight itinerary): one instant printed in departure and arrival time zones with fixed GMT offsets
import Foundation

struct Airport {
    let code: String
    let zone: TimeZone
}

struct Flight {
    let number: String
    let from: Airport
    let to: Airport
    let departs: Date
    let minutes: Int
    var arrives: Date { departs.addingTimeInterval(TimeInterval(minutes * 60)) }
}

func localTime(_ date: Date, in zone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat = "MMM d, HH:mm xxx"
    return formatter.string(from: date)
}

let lhr = Airport(code: "LHR", zone: TimeZone(secondsFromGMT: 0)!)
let jfk = Airport(code: "JFK", zone: TimeZone(secondsFromGMT: -5 * 3600)!)
let del = Airport(code: "DEL", zone: TimeZone(secondsFromGMT: 5 * 3600 + 30 * 60)!)
let syd = Airport(code: "SYD", zone: TimeZone(secondsFromGMT: 11 * 3600)!)

let legs = [
    Flight(number: "XY100", from: jfk, to: lhr, departs: Date(timeIntervalSince1970: 1_702_249_200), minutes: 415),
    Flight(number: "XY220", from: lhr, to: del, departs: Date(timeIntervalSince1970: 1_702_290_000), minutes: 535),
    Flight(number: "XY310", from: del, to: syd, departs: Date(timeIntervalSince1970: 1_702_350_000), minutes: 760),
]

for leg in legs {
    print("\(leg.number) \(leg.from.code)->\(leg.to.code)")
    print("  departs \(localTime(leg.departs, in: leg.from.zone))")
    print("  arrives \(localTime(leg.arrives, in: leg.to.zone))")
    print("  flight time \(leg.minutes / 60)h \(leg.minutes % 60)m")
}

for (a, b) in zip(legs, legs.dropFirst()) {
    let layover = Int(b.departs.timeIntervalSince(a.arrives) / 60)
    print("layover at \(a.to.code): \(layover / 60)h \(layover % 60)m")
}
let total = Int(legs.last!.arrives.timeIntervalSince(legs.first!.departs) / 3600)
print("door to door: \(total) hours")
print("offsets:", [jfk, lhr, del, syd].map { $0.zone.secondsFromGMT() / 60 })

// expect: XY100 JFK->LHR
// expect:   departs Dec 10, 18:00 -05:00
// expect:   arrives Dec 11, 05:55 +00:00
// expect:   flight time 6h 55m
// expect: XY220 LHR->DEL
// expect:   departs Dec 11, 10:20 +00:00
// expect:   arrives Dec 12, 00:45 +05:30
// expect:   flight time 8h 55m
// expect: XY310 DEL->SYD
// expect:   departs Dec 12, 08:30 +05:30
// expect:   arrives Dec 13, 02:40 +11:00
// expect:   flight time 12h 40m
// expect: layover at LHR: 4h 25m
// expect: layover at DEL: 7h 45m
// expect: door to door: 40 hours
// expect: offsets: [-300, 0, 330, 660]
