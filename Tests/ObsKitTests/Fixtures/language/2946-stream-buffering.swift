// Compiler test style: AsyncStream buffering policies dropping oldest or newest elements
func makeStream(_ policy: AsyncStream<Int>.Continuation.BufferingPolicy) -> AsyncStream<Int> {
    AsyncStream(Int.self, bufferingPolicy: policy) { c in
        for i in 1...6 {
            let r = c.yield(i)
            if case .dropped(let d) = r {
                print("  dropped \(d)")
            }
        }
        c.finish()
    }
}

print("newest 2:")
let newest = makeStream(.bufferingNewest(2))
var a: [Int] = []
for await v in newest { a.append(v) }
print("  got", a)

print("oldest 3:")
let oldest = makeStream(.bufferingOldest(3))
var b: [Int] = []
for await v in oldest { b.append(v) }
print("  got", b)

print("unbounded:")
let all = makeStream(.unbounded)
var c: [Int] = []
for await v in all { c.append(v) }
print("  got", c)
// expect: newest 2:
// expect:   dropped 1
// expect:   dropped 2
// expect:   dropped 3
// expect:   dropped 4
// expect:   got [5, 6]
// expect: oldest 3:
// expect:   dropped 4
// expect:   dropped 5
// expect:   dropped 6
// expect:   got [1, 2, 3]
// expect: unbounded:
// expect:   got [1, 2, 3, 4, 5, 6]
