// Parts of string views made Strings again (scalars join; UTF-8 decodes, or nil for a cut character), NSString(format:)
// and length, a class's ObjectIdentifier id, joined(separator:) of arrays, removeAll(keepingCapacity:), minimumCapacity
// initializers, a closure's written type, zip with 1...Int.max, a for-in annotation typing its literal, Calendar's
// ordinality/compare/nextDate/date(bySetting:), DateComponents.isValidDate(in:). Expected output: swiftc 6.3.1 on this machine.
import Foundation
let flowers = "Flowers 💐"
print(String(flowers.unicodeScalars.prefix { $0.isASCII }), String(flowers.unicodeScalars.filter { !$0.isASCII }))
print(String(flowers.utf8.prefix(3)) ?? "nil", String(flowers.utf8.dropFirst(8).prefix(2)) ?? "nil")
let ns = NSString(format: "%03d-%@", 7, "x")
print(ns, ns.length, ("héllo" as NSString).length)
final class Doc: Identifiable {}
let a = Doc(), b = Doc()
print(type(of: a.id), a.id == a.id, a.id == b.id, ObjectIdentifier(a) == a.id)
print([[1, 2], [3], []].joined(separator: [0]).map { $0 })
var xs = [1, 2, 3, 4]
xs.removeAll(keepingCapacity: true)
print(xs, xs.capacity >= 4)
var s = Set<Int>(minimumCapacity: 10)
s.insert(3)
print(s, Dictionary<String, Int>(minimumCapacity: 4).isEmpty)
print(type(of: { (a: Int) -> String in "\(a)" }), Array(zip(["a", "b"], 1...Int.max)))
for v: UInt8 in [1, 128] { print(v.leadingZeroBitCount, terminator: " ") }
print()
let cal: Calendar = { var c = Calendar(identifier: .gregorian); c.timeZone = TimeZone(identifier: "UTC")!; return c }()
let day = Date(timeIntervalSince1970: 1_717_200_000)
print(cal.ordinality(of: .day, in: .year, for: day)!, cal.compare(day, to: day.addingTimeInterval(3600), toGranularity: .day) == .orderedSame)
print(cal.nextDate(after: day, matching: DateComponents(hour: 9), matchingPolicy: .nextTime)!.timeIntervalSince(day))
var dc = DateComponents(); dc.year = 2024; dc.month = 13; dc.day = 1
print(dc.isValidDate(in: cal), cal.date(bySetting: .hour, value: 5, of: day)!.timeIntervalSince(day))
// expect: Flowers  💐
// expect: Flo nil
// expect: 007-x 5 5
// expect: ObjectIdentifier true false true
// expect: [1, 2, 0, 3, 0]
// expect: [] true
// expect: [3] true
// expect: (Int) -> String [("a", 1), ("b", 2)]
// expect: 7 0 
// expect: 153 true
// expect: 32400.0
// expect: false 18000.0
