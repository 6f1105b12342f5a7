// App code style: meeting scheduler finding free slots
struct Slot: Comparable, CustomStringConvertible {
    let start: Int
    let end: Int

    static func < (a: Slot, b: Slot) -> Bool { (a.start, a.end) < (b.start, b.end) }

    var description: String { "\(Slot.clock(start))-\(Slot.clock(end))" }

    static func clock(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }

    func overlaps(_ other: Slot) -> Bool { start < other.end && other.start < end }
    var length: Int { end - start }
}

func t(_ h: Int, _ m: Int = 0) -> Int { h * 60 + m }

func merge(_ slots: [Slot]) -> [Slot] {
    var result: [Slot] = []
    for slot in slots.sorted() {
        if let last = result.last, last.end >= slot.start {
            result[result.count - 1] = Slot(start: last.start, end: max(last.end, slot.end))
        } else {
            result.append(slot)
        }
    }
    return result
}

func freeSlots(busy: [Slot], day: Slot, minLength: Int) -> [Slot] {
    var free: [Slot] = []
    var cursor = day.start
    for b in merge(busy) where b.end > day.start && b.start < day.end {
        if b.start > cursor { free.append(Slot(start: cursor, end: b.start)) }
        cursor = max(cursor, b.end)
    }
    if cursor < day.end { free.append(Slot(start: cursor, end: day.end)) }
    return free.filter { $0.length >= minLength }
}

let calendars: [String: [Slot]] = [
    "ana": [Slot(start: t(9), end: t(10)), Slot(start: t(12), end: t(13)), Slot(start: t(15, 30), end: t(16))],
    "ben": [Slot(start: t(9, 30), end: t(11)), Slot(start: t(14), end: t(15))],
    "cy": [Slot(start: t(8), end: t(9, 15)), Slot(start: t(13), end: t(13, 30))],
]

let day = Slot(start: t(9), end: t(17))
for name in calendars.keys.sorted() {
    let busy = calendars[name]!
    print("\(name) busy: \(merge(busy))")
    print("\(name) free: \(freeSlots(busy: busy, day: day, minLength: 30))")
}

let everyone = calendars.values.flatMap { $0 }
let merged = merge(everyone)
print("merged busy: \(merged)")
let common = freeSlots(busy: everyone, day: day, minLength: 30)
print("common free: \(common)")
if let first = common.first(where: { $0.length >= 60 }) {
    print("book 1h meeting at \(Slot(start: first.start, end: first.start + 60))")
}
let conflicts = zip(merged, merged.dropFirst()).filter { $0.overlaps($1) }
print("conflicts after merge: \(conflicts.count)")
for hour in stride(from: t(9), to: t(17), by: 120) {
    let window = Slot(start: hour, end: hour + 120)
    let busyCount = everyone.filter { $0.overlaps(window) }.count
    print("\(window): \(String(repeating: "#", count: busyCount))")
}

// expect: ana busy: [09:00-10:00, 12:00-13:00, 15:30-16:00]
// expect: ana free: [10:00-12:00, 13:00-15:30, 16:00-17:00]
// expect: ben busy: [09:30-11:00, 14:00-15:00]
// expect: ben free: [09:00-09:30, 11:00-14:00, 15:00-17:00]
// expect: cy busy: [08:00-09:15, 13:00-13:30]
// expect: cy free: [09:15-13:00, 13:30-17:00]
// expect: merged busy: [08:00-11:00, 12:00-13:30, 14:00-15:00, 15:30-16:00]
// expect: common free: [11:00-12:00, 13:30-14:00, 15:00-15:30, 16:00-17:00]
// expect: book 1h meeting at 11:00-12:00
// expect: conflicts after merge: 0
// expect: 09:00-11:00: ###
// expect: 11:00-13:00: #
// expect: 13:00-15:00: ##
// expect: 15:00-17:00: #
