// App code style: calendar free/busy computation with interval merging
struct Interval: Comparable, CustomStringConvertible {
    var start: Int
    var end: Int

    init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = end
    }

    var length: Int { end - start }

    func overlaps(_ other: Interval) -> Bool {
        start < other.end && other.start < end
    }

    static func < (lhs: Interval, rhs: Interval) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    var description: String { "[\(Self.clock(start))-\(Self.clock(end))]" }

    static func clock(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }
}

func merge(_ intervals: [Interval]) -> [Interval] {
    var result: [Interval] = []
    for iv in intervals.sorted() {
        if let last = result.last, iv.start <= last.end {
            result[result.count - 1].end = max(last.end, iv.end)
        } else {
            result.append(iv)
        }
    }
    return result
}

func insert(_ new: Interval, into sorted: [Interval]) -> [Interval] {
    var out: [Interval] = []
    var pending = new
    var placed = false
    for iv in sorted {
        if iv.end < pending.start {
            out.append(iv)
        } else if pending.end < iv.start {
            if !placed { out.append(pending); placed = true }
            out.append(iv)
        } else {
            pending = Interval(min(pending.start, iv.start), max(pending.end, iv.end))
        }
    }
    if !placed { out.append(pending) }
    return out
}

func freeSlots(busy: [Interval], day: Interval, minimum: Int) -> [Interval] {
    var free: [Interval] = []
    var cursor = day.start
    for b in merge(busy) {
        if b.start - cursor >= minimum { free.append(Interval(cursor, b.start)) }
        cursor = max(cursor, b.end)
    }
    if day.end - cursor >= minimum { free.append(Interval(cursor, day.end)) }
    return free
}

func minMeetingRooms(_ meetings: [Interval]) -> Int {
    let starts = meetings.map(\.start).sorted()
    let ends = meetings.map(\.end).sorted()
    var rooms = 0, best = 0, j = 0
    for s in starts {
        while j < ends.count && ends[j] <= s { j += 1; rooms -= 1 }
        rooms += 1
        best = max(best, rooms)
    }
    return best
}

func t(_ h: Int, _ m: Int = 0) -> Int { h * 60 + m }

let alice = [Interval(t(9), t(10, 30)), Interval(t(12), t(13)), Interval(t(16), t(17))]
let bob = [Interval(t(10), t(11)), Interval(t(12, 30), t(14)), Interval(t(15, 45), t(16, 15))]
let all = alice + bob
print("merged:", merge(all))
print("total busy minutes:", merge(all).reduce(0) { $0 + $1.length })
let day = Interval(t(8), t(18))
print("free >= 30m:", freeSlots(busy: all, day: day, minimum: 30))
print("free >= 90m:", freeSlots(busy: all, day: day, minimum: 90))
print("rooms needed:", minMeetingRooms(all))
print("overlaps:", alice[0].overlaps(bob[0]), alice[1].overlaps(bob[2]))
let numeric = [Interval(1, 3), Interval(8, 10), Interval(2, 6), Interval(15, 18), Interval(17, 20)]
print(merge(numeric).map { "(\($0.start),\($0.end))" }.joined(separator: " "))
let inserted = insert(Interval(4, 9), into: merge(numeric))
print(inserted.map { "(\($0.start),\($0.end))" }.joined(separator: " "))
print(insert(Interval(30, 31), into: []).count, merge([]).isEmpty)

// expect: merged: [[09:00-11:00], [12:00-14:00], [15:45-17:00]]
// expect: total busy minutes: 315
// expect: free >= 30m: [[08:00-09:00], [11:00-12:00], [14:00-15:45], [17:00-18:00]]
// expect: free >= 90m: [[14:00-15:45]]
// expect: rooms needed: 2
// expect: overlaps: true false
// expect: (1,6) (8,10) (15,20)
// expect: (1,10) (15,20)
// expect: 1 true
