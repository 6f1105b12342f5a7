// WWDC style (buffering policy): AsyncStream with bufferingNewest and bufferingOldest policies
let newest = AsyncStream(Int.self, bufferingPolicy: .bufferingNewest(2)) { c in
    for i in 1...6 {
        let r = c.yield(i)
        if case .dropped(let d) = r { print("newest dropped \(d)") }
    }
    c.finish()
}
var n: [Int] = []
for await v in newest { n.append(v) }
print("newest kept:", n)

let oldest = AsyncStream(Int.self, bufferingPolicy: .bufferingOldest(3)) { c in
    for i in 1...6 {
        switch c.yield(i) {
        case .enqueued(let remaining): print("enqueued \(i), room \(remaining)")
        case .dropped(let d): print("oldest dropped \(d)")
        case .terminated: print("terminated")
        @unknown default: break
        }
    }
    c.finish()
}
var o: [Int] = []
for await v in oldest { o.append(v) }
print("oldest kept:", o)
// expect: newest dropped 1
// expect: newest dropped 2
// expect: newest dropped 3
// expect: newest dropped 4
// expect: newest kept: [5, 6]
// expect: enqueued 1, room 2
// expect: enqueued 2, room 1
// expect: enqueued 3, room 0
// expect: oldest dropped 4
// expect: oldest dropped 5
// expect: oldest dropped 6
// expect: oldest kept: [1, 2, 3]
