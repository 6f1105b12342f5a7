// Swift book style: AsyncStream onTermination handler runs when the stream finishes
var log: [String] = []

let stream = AsyncStream<Int> { continuation in
    continuation.onTermination = { reason in
        switch reason {
        case .finished: print("terminated: finished")
        case .cancelled: print("terminated: cancelled")
        @unknown default: print("terminated: unknown")
        }
    }
    for i in 1...3 {
        continuation.yield(i)
    }
    continuation.finish()
}

for await value in stream {
    print("value \(value)")
}
print("loop over")

let buffered = AsyncStream<Int>(bufferingPolicy: .bufferingNewest(2)) { c in
    for i in 1...5 { c.yield(i) }
    c.finish()
}
var kept: [Int] = []
for await v in buffered { kept.append(v) }
print("newest two kept: \(kept)")

let oldest = AsyncStream<Int>(bufferingPolicy: .bufferingOldest(3)) { c in
    for i in 1...5 {
        let r = c.yield(i)
        if case .dropped(let d) = r { print("dropped \(d)") }
    }
    c.finish()
}
for await v in oldest { print("oldest kept \(v)") }
// expect: terminated: finished
// expect: value 1
// expect: value 2
// expect: value 3
// expect: loop over
// expect: newest two kept: [4, 5]
// expect: dropped 4
// expect: dropped 5
// expect: oldest kept 1
// expect: oldest kept 2
// expect: oldest kept 3
