// App code style: scanning an event log with sequence(state:), zip and sliding windows
struct Event {
    let t: Int
    let kind: String
    let value: Int
}

let log: [Event] = [
    Event(t: 0, kind: "start", value: 0),
    Event(t: 3, kind: "read", value: 12),
    Event(t: 4, kind: "read", value: 15),
    Event(t: 9, kind: "write", value: 4),
    Event(t: 10, kind: "read", value: 30),
    Event(t: 11, kind: "error", value: 500),
    Event(t: 15, kind: "write", value: 8),
    Event(t: 21, kind: "read", value: 9),
    Event(t: 22, kind: "stop", value: 0),
]

func windows<C: Collection>(_ c: C, size: Int) -> UnfoldSequence<C.SubSequence, C.Index> {
    return sequence(state: c.startIndex) { start -> C.SubSequence? in
        guard let end = c.index(start, offsetBy: size, limitedBy: c.endIndex) else { return nil }
        defer { start = c.index(after: start) }
        return c[start..<end]
    }
}

let gaps = zip(log, log.dropFirst()).map { $1.t - $0.t }
print("gaps:", gaps)
print("max gap:", gaps.max()!, "at", gaps.firstIndex(of: gaps.max()!)!)

for w in windows(log, size: 3) where w.allSatisfy({ $0.kind == "read" || $0.kind == "write" }) {
    print("io window:", w.map { "\($0.kind)@\($0.t)" }.joined(separator: ","))
}

let sums = windows(log.map(\.value), size: 2).map { $0.reduce(0, +) }
print("pair sums:", sums)

let bursts = sequence(state: log.makeIterator()) { it -> [Event]? in
    var group: [Event] = []
    while let e = it.next() {
        if let last = group.last, e.t - last.t > 2 {
            group.append(e)
            return group
        }
        group.append(e)
    }
    return group.isEmpty ? nil : group
}
for b in bursts {
    print("burst:", b.map(\.t))
}

let reads = log.lazy.filter { $0.kind == "read" }.map(\.value)
print("reads:", Array(reads), "total:", reads.reduce(0, +))

let firstError = log.first { $0.kind == "error" }
print("error:", firstError.map { "\($0.value) at t=\($0.t)" } ?? "none")

let before = log.prefix { $0.kind != "error" }
let after = log.drop { $0.kind != "error" }.dropFirst()
print("before error:", before.count, "after:", after.count)

let kinds = log.map(\.kind)
let distinct = kinds.reduce(into: [String]()) { acc, k in if !acc.contains(k) { acc.append(k) } }
print(distinct)
for k in distinct.sorted() {
    print(k, kinds.filter { $0 == k }.count)
}

let timeline = log.enumerated().map { i, e in "\(i):\(e.kind.prefix(1))" }.joined(separator: " ")
print(timeline)

let segments = log.split(whereSeparator: { $0.kind == "error" })
print(segments.map { $0.count }, segments.last!.startIndex)
print(Array(windows([1, 2, 3], size: 5)).count, Array(windows("abcd", size: 2)).map(String.init))

// expect: gaps: [3, 1, 5, 1, 1, 4, 6, 1]
// expect: max gap: 6 at 6
// expect: io window: read@3,read@4,write@9
// expect: io window: read@4,write@9,read@10
// expect: pair sums: [12, 27, 19, 34, 530, 508, 17, 9]
// expect: burst: [0, 3]
// expect: burst: [4, 9]
// expect: burst: [10, 11, 15]
// expect: burst: [21, 22]
// expect: reads: [12, 15, 30, 9] total: 66
// expect: error: 500 at t=11
// expect: before error: 5 after: 3
// expect: ["start", "read", "write", "error", "stop"]
// expect: error 1
// expect: read 4
// expect: start 1
// expect: stop 1
// expect: write 2
// expect: 0:s 1:r 2:r 3:w 4:r 5:e 6:w 7:r 8:s
// expect: [5, 3] 6
// expect: 0 ["ab", "bc", "cd"]
