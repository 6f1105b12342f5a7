// Compiler test style (concurrency): AsyncStream buffering policies and YieldResult values
func describe(_ r: AsyncStream<Int>.Continuation.YieldResult) -> String {
    switch r {
    case .enqueued(let remaining): return "enqueued(remaining: \(remaining))"
    case .dropped(let value): return "dropped(\(value))"
    case .terminated: return "terminated"
    @unknown default: return "unknown"
    }
}

func drain(_ s: AsyncStream<Int>) async -> [Int] {
    var out: [Int] = []
    for await v in s { out.append(v) }
    return out
}

let (newest, nc) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(2))
var results: [String] = []
for v in 1...4 { results.append(describe(nc.yield(v))) }
nc.finish()
results.append(describe(nc.yield(99)))
print("newest yields:", results.joined(separator: ", "))
print("newest kept:", await drain(newest))

let (oldest, oc) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingOldest(3))
results = []
for v in 10...14 { results.append(describe(oc.yield(v))) }
oc.finish()
print("oldest yields:", results.joined(separator: ", "))
print("oldest kept:", await drain(oldest))

let (unbounded, uc) = AsyncStream.makeStream(of: Int.self)
for v in 0..<3 { print("unbounded:", describe(uc.yield(v))) }
uc.finish()
print("unbounded kept:", await drain(unbounded))

let zero = AsyncStream<Int>(bufferingPolicy: .bufferingNewest(0)) { c in
    print("zero yield:", describe(c.yield(5)))
    c.finish()
}
print("zero kept:", await drain(zero))

let (s2, c2) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingOldest(1))
let first = c2.yield("keep")
let second = c2.yield("lose")
c2.finish()
switch (first, second) {
case (.enqueued, .dropped(let lost)): print("string stream dropped", lost)
default: print("unexpected")
}
var kept: [String] = []
for await s in s2 { kept.append(s) }
print("string kept:", kept)

// expect: newest yields: enqueued(remaining: 1), enqueued(remaining: 0), dropped(1), dropped(2), terminated
// expect: newest kept: [3, 4]
// expect: oldest yields: enqueued(remaining: 2), enqueued(remaining: 1), enqueued(remaining: 0), dropped(13), dropped(14)
// expect: oldest kept: [10, 11, 12]
// expect: unbounded: enqueued(remaining: 9223372036854775807)
// expect: unbounded: enqueued(remaining: 9223372036854775807)
// expect: unbounded: enqueued(remaining: 9223372036854775807)
// expect: unbounded kept: [0, 1, 2]
// expect: zero yield: dropped(5)
// expect: zero kept: []
// expect: string stream dropped lose
// expect: string kept: ["keep"]
