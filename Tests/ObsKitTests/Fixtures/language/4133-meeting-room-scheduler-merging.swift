// App code style: meeting room scheduler merging busy intervals and finding free slots
struct Interval: Comparable, CustomStringConvertible {
    let start: Int   // minutes since midnight
    let end: Int

    static func < (a: Interval, b: Interval) -> Bool { (a.start, a.end) < (b.start, b.end) }

    var length: Int { end - start }
    func overlaps(_ o: Interval) -> Bool { start < o.end && o.start < end }

    var description: String { "\(Interval.clock(start))-\(Interval.clock(end))" }
    static func clock(_ m: Int) -> String {
        let h = m / 60, mm = m % 60
        return (h < 10 ? "0" : "") + "\(h):" + (mm < 10 ? "0" : "") + "\(mm)"
    }
    static func parse(_ s: String) -> Interval? {
        let parts = s.split(separator: "-")
        guard parts.count == 2, let a = minutes(parts[0]), let b = minutes(parts[1]), a < b else { return nil }
        return Interval(start: a, end: b)
    }
    private static func minutes(_ s: Substring) -> Int? {
        let hm = s.split(separator: ":").compactMap { Int($0) }
        guard hm.count == 2, (0..<24).contains(hm[0]), (0..<60).contains(hm[1]) else { return nil }
        return hm[0] * 60 + hm[1]
    }
}

func merge(_ intervals: [Interval]) -> [Interval] {
    var out: [Interval] = []
    for iv in intervals.sorted() {
        if let last = out.last, iv.start <= last.end {
            out[out.count - 1] = Interval(start: last.start, end: max(last.end, iv.end))
        } else {
            out.append(iv)
        }
    }
    return out
}

func freeSlots(busy: [Interval], within day: Interval, minLength: Int) -> [Interval] {
    var free: [Interval] = []
    var cursor = day.start
    for b in merge(busy) where b.end > day.start && b.start < day.end {
        if b.start - cursor >= minLength { free.append(Interval(start: cursor, end: b.start)) }
        cursor = max(cursor, b.end)
    }
    if day.end - cursor >= minLength { free.append(Interval(start: cursor, end: day.end)) }
    return free
}

let calendars: [String: [String]] = [
    "alice": ["09:00-10:30", "12:00-13:00", "16:00-17:30"],
    "bob": ["10:00-11:00", "12:30-14:00", "bogus", "15:45-16:15"],
    "carol": ["08:00-09:15", "13:30-14:30", "25:00-26:00"],
]
var allBusy: [Interval] = []
for name in calendars.keys.sorted() {
    let parsed = calendars[name]!.compactMap(Interval.parse)
    print(name, parsed.count, "busy:", parsed)
    allBusy += parsed
}
let merged = merge(allBusy)
print("merged:", merged)
print("busy minutes:", merged.reduce(0) { $0 + $1.length })
let workday = Interval.parse("08:30-18:00")!
for minLen in [30, 60, 90] {
    let slots = freeSlots(busy: allBusy, within: workday, minLength: minLen)
    print(">= \(minLen)m:", slots.isEmpty ? "none" : slots.map(\.description).joined(separator: ", "))
}
let proposal = Interval.parse("14:30-15:00")!
let conflicts = allBusy.filter { $0.overlaps(proposal) }
print("proposal \(proposal) conflicts:", conflicts.count)
// expect: alice 3 busy: [09:00-10:30, 12:00-13:00, 16:00-17:30]
// expect: bob 3 busy: [10:00-11:00, 12:30-14:00, 15:45-16:15]
// expect: carol 2 busy: [08:00-09:15, 13:30-14:30]
// expect: merged: [08:00-11:00, 12:00-14:30, 15:45-17:30]
// expect: busy minutes: 435
// expect: >= 30m: 11:00-12:00, 14:30-15:45, 17:30-18:00
// expect: >= 60m: 11:00-12:00, 14:30-15:45
// expect: >= 90m: none
// expect: proposal 14:30-15:00 conflicts: 0
