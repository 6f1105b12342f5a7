// App code style: a set of disjoint booked time ranges, iterable as a Collection of ranges
struct RangeSet: Collection, CustomStringConvertible {
    private(set) var ranges: [Range<Int>] = []

    var startIndex: Int { 0 }
    var endIndex: Int { ranges.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Range<Int> { ranges[i] }

    mutating func insert(_ r: Range<Int>) {
        guard !r.isEmpty else { return }
        var merged = r
        var kept: [Range<Int>] = []
        for existing in ranges {
            if existing.upperBound < merged.lowerBound || existing.lowerBound > merged.upperBound {
                kept.append(existing)
            } else {
                merged = Swift.min(existing.lowerBound, merged.lowerBound)..<Swift.max(existing.upperBound, merged.upperBound)
            }
        }
        kept.append(merged)
        ranges = kept.sorted { $0.lowerBound < $1.lowerBound }
    }

    func contains(minute: Int) -> Bool {
        return ranges.contains { $0.contains(minute) }
    }

    subscript(window: Range<Int>) -> [Range<Int>] {
        return ranges.compactMap { r in
            let c = r.clamped(to: window)
            return c.isEmpty ? nil : c
        }
    }

    var totalMinutes: Int { ranges.reduce(0) { $0 + $1.count } }

    func gaps(in day: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var cursor = day.lowerBound
        for r in self[day] {
            if r.lowerBound > cursor { result.append(cursor..<r.lowerBound) }
            cursor = r.upperBound
        }
        if cursor < day.upperBound { result.append(cursor..<day.upperBound) }
        return result
    }

    var description: String {
        return ranges.map { "\(hhmm($0.lowerBound))-\(hhmm($0.upperBound))" }.joined(separator: " ")
    }
}

func hhmm(_ m: Int) -> String {
    let h = m / 60, mm = m % 60
    return (h < 10 ? "0" : "") + "\(h):" + (mm < 10 ? "0" : "") + "\(mm)"
}

var booked = RangeSet()
booked.insert(540..<600)
booked.insert(660..<720)
booked.insert(590..<630)
booked.insert(900..<960)
booked.insert(720..<735)
booked.insert(100..<100)
print(booked)
print("blocks:", booked.count, "minutes:", booked.totalMinutes)
print(booked.contains(minute: 600), booked.contains(minute: 640), booked.contains(minute: 734))

let workday = 480..<1020
print("free:", booked.gaps(in: workday).map { "\(hhmm($0.lowerBound))-\(hhmm($0.upperBound))" })
print("morning:", booked[480..<660].map { $0.count })

let longest = booked.max { $0.count < $1.count }!
print("longest:", hhmm(longest.lowerBound), longest.count)

let firstAfternoon = booked.first { $0.lowerBound >= 720 }
print("first afternoon:", firstAfternoon.map { hhmm($0.lowerBound) } ?? "none")

if let slot = booked.gaps(in: workday).first(where: { $0.count >= 90 }) {
    print("90-min slot at", hhmm(slot.lowerBound))
}

booked.insert(500..<1000)
print(booked, booked.count)
print(booked.gaps(in: workday).map(\.count))
print(booked.indices.map { booked[$0].lowerBound })
print(booked.flatMap { [$0.lowerBound, $0.upperBound] })
print(RangeSet().isEmpty, RangeSet().gaps(in: 0..<10))

// expect: 09:00-10:30 11:00-12:15 15:00-16:00
// expect: blocks: 3 minutes: 225
// expect: true false true
// expect: free: ["08:00-09:00", "10:30-11:00", "12:15-15:00", "16:00-17:00"]
// expect: morning: [90]
// expect: longest: 09:00 90
// expect: first afternoon: 15:00
// expect: 90-min slot at 12:15
// expect: 08:20-16:40 1
// expect: [20, 20]
// expect: [500]
// expect: [500, 1000]
// expect: true [Range(0..<10)]
