// App code style: merge meeting intervals, count rooms needed, and find free slots in a day
struct Slot: Comparable, CustomStringConvertible {
    let start: Int  // minutes from midnight
    let end: Int

    static func < (lhs: Slot, rhs: Slot) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    var duration: Int { end - start }

    func overlaps(_ other: Slot) -> Bool {
        start < other.end && other.start < end
    }

    var description: String { "\(Slot.clock(start))-\(Slot.clock(end))" }

    static func clock(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }

    init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    init?(_ text: String) {
        let parts = text.split(separator: "-")
        guard parts.count == 2 else { return nil }
        func minutes(_ s: Substring) -> Int? {
            let hm = s.split(separator: ":").compactMap { Int($0) }
            guard hm.count == 2, (0...24).contains(hm[0]), (0..<60).contains(hm[1]) else { return nil }
            return hm[0] * 60 + hm[1]
        }
        guard let s = minutes(parts[0]), let e = minutes(parts[1]), s < e else { return nil }
        self.init(start: s, end: e)
    }
}

func merge(_ slots: [Slot]) -> [Slot] {
    var merged: [Slot] = []
    for slot in slots.sorted() {
        if let last = merged.last, slot.start <= last.end {
            merged[merged.count - 1] = Slot(start: last.start, end: max(last.end, slot.end))
        } else {
            merged.append(slot)
        }
    }
    return merged
}

func roomsNeeded(_ slots: [Slot]) -> Int {
    var events: [(time: Int, delta: Int)] = []
    for s in slots {
        events.append((s.start, 1))
        events.append((s.end, -1))
    }
    events.sort { $0.time == $1.time ? $0.delta < $1.delta : $0.time < $1.time }
    var current = 0, peak = 0
    for e in events {
        current += e.delta
        peak = max(peak, current)
    }
    return peak
}

func freeSlots(busy: [Slot], within day: Slot, minimum: Int) -> [Slot] {
    var free: [Slot] = []
    var cursor = day.start
    for b in merge(busy) where b.end > day.start && b.start < day.end {
        if b.start - cursor >= minimum { free.append(Slot(start: cursor, end: b.start)) }
        cursor = max(cursor, b.end)
    }
    if day.end - cursor >= minimum { free.append(Slot(start: cursor, end: day.end)) }
    return free
}

let raw = ["09:00-10:00", "09:30-10:15", "11:00-11:30", "bogus", "13:00-14:00",
           "13:45-15:00", "16:00-15:00", "15:00-15:30", "17:00-17:45", "25:00-26:00"]
let meetings = raw.compactMap(Slot.init)
print("Valid meetings: \(meetings.count) of \(raw.count)")
print("Sorted: \(meetings.sorted())")
let merged = merge(meetings)
print("Merged busy blocks:")
for block in merged {
    print("  \(block) (\(block.duration) min)")
}
print("Total busy: \(merged.reduce(0) { $0 + $1.duration }) min")
print("Rooms needed: \(roomsNeeded(meetings))")

let workday = Slot("08:30-18:00")!
for minimum in [15, 45, 90] {
    let free = freeSlots(busy: meetings, within: workday, minimum: minimum)
    print("Free >= \(minimum) min: \(free.map(\.description).joined(separator: ", "))")
}

let conflicts = meetings.indices.flatMap { i in
    meetings.indices.filter { $0 > i && meetings[i].overlaps(meetings[$0]) }.map { (i, $0) }
}
for (a, b) in conflicts {
    print("Conflict: \(meetings[a]) with \(meetings[b])")
}
print("Back-to-back overlap? \(Slot("14:00-15:00")!.overlaps(Slot("15:00-16:00")!))")

// expect: Valid meetings: 7 of 10
// expect: Sorted: [09:00-10:00, 09:30-10:15, 11:00-11:30, 13:00-14:00, 13:45-15:00, 15:00-15:30, 17:00-17:45]
// expect: Merged busy blocks:
// expect:   09:00-10:15 (75 min)
// expect:   11:00-11:30 (30 min)
// expect:   13:00-15:30 (150 min)
// expect:   17:00-17:45 (45 min)
// expect: Total busy: 300 min
// expect: Rooms needed: 2
// expect: Free >= 15 min: 08:30-09:00, 10:15-11:00, 11:30-13:00, 15:30-17:00, 17:45-18:00
// expect: Free >= 45 min: 10:15-11:00, 11:30-13:00, 15:30-17:00
// expect: Free >= 90 min: 11:30-13:00, 15:30-17:00
// expect: Conflict: 09:00-10:00 with 09:30-10:15
// expect: Conflict: 13:00-14:00 with 13:45-15:00
// expect: Back-to-back overlap? false
