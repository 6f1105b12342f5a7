// Class: crash (found by obsfuzz, seed 1, a mutation of an AsyncStream fixture: `.bufferingOldest(Int.min)`). A yield
// computed the buffer's remaining room (`limit - count`) before checking whether the element fit, and that
// subtraction overflowed. A limit of zero or less keeps nothing: every yield is dropped, as swiftc's library does.
let oldest = AsyncStream(Int.self, bufferingPolicy: .bufferingOldest(Int.min)) { c in
    for i in 1...3 { print(c.yield(i)) }
    c.finish()
}
var kept: [Int] = []
for await v in oldest { kept.append(v) }
print(kept)
let newest = AsyncStream(Int.self, bufferingPolicy: .bufferingNewest(0)) { c in
    for i in 1...2 { print(c.yield(i)) }
    c.finish()
}
for await v in newest { print(v) }

// expect: dropped(1)
// expect: dropped(2)
// expect: dropped(3)
// expect: []
// expect: dropped(1)
// expect: dropped(2)
