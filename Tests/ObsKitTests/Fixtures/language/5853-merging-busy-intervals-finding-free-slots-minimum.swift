// Kodeco style (Date-free scheduling): merging busy intervals and finding free slots of a minimum length between working hours
typealias Interval = (start: Int, end: Int)

func hm(_ m: Int) -> String {
    let h = m / 60, mm = m % 60
    return "\(h):\(mm < 10 ? "0" : "")\(mm)"
}

func describe(_ intervals: [Interval]) -> String {
    intervals.map { "\(hm($0.start))-\(hm($0.end))" }.joined(separator: ", ")
}

func merge(_ intervals: [Interval]) -> [Interval] {
    let sorted = intervals.sorted { $0.start < $1.start }
    var merged: [Interval] = []
    for interval in sorted {
        if let last = merged.last, interval.start <= last.end {
            merged[merged.count - 1].end = max(last.end, interval.end)
        } else {
            merged.append(interval)
        }
    }
    return merged
}

func freeSlots(busy: [Interval], dayStart: Int, dayEnd: Int, minimum: Int) -> [Interval] {
    var free: [Interval] = []
    var cursor = dayStart
    for block in merge(busy) {
        if block.start - cursor >= minimum { free.append((cursor, min(block.start, dayEnd))) }
        cursor = max(cursor, block.end)
        if cursor >= dayEnd { break }
    }
    if dayEnd - cursor >= minimum { free.append((cursor, dayEnd)) }
    return free
}

let alice: [Interval] = [(540, 600), (630, 690), (780, 840), (900, 960)]
let bob: [Interval] = [(570, 620), (700, 730), (835, 870), (1000, 1100)]
let everyone = alice + bob

print("merged:", describe(merge(everyone)))
for minimum in [15, 30, 60] {
    let slots = freeSlots(busy: everyone, dayStart: 540, dayEnd: 1020, minimum: minimum)
    print("\(minimum)+ min:", slots.isEmpty ? "none" : describe(slots))
}

let totalBusy = merge(everyone).map { min($0.end, 1020) - max($0.start, 540) }.filter { $0 > 0 }.reduce(0, +)
print("busy \(totalBusy) of \(1020 - 540) minutes")

func nextOccurrences(first: Int, every: Int, count: Int) -> [String] {
    (0..<count).map { i -> String in
        let absolute = first + i * every
        let day = absolute / 1440
        return "day\(day + 1) \(hm(absolute % 1440))"
    }
}
print(nextOccurrences(first: 22 * 60 + 30, every: 150, count: 5))
let (s, e) = (start: 480, end: 1020)
print(stride(from: s, to: e, by: 90).map { hm($0) }.joined(separator: " "))

// expect: merged: 9:00-10:20, 10:30-11:30, 11:40-12:10, 13:00-14:30, 15:00-16:00, 16:40-18:20
// expect: 15+ min: 12:10-13:00, 14:30-15:00, 16:00-16:40
// expect: 30+ min: 12:10-13:00, 14:30-15:00, 16:00-16:40
// expect: 60+ min: none
// expect: busy 340 of 480 minutes
// expect: ["day1 22:30", "day2 1:00", "day2 3:30", "day2 6:00", "day2 8:30"]
// expect: 8:00 9:30 11:00 12:30 14:00 15:30
