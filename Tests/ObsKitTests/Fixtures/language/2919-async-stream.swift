// Compiler test style: AsyncStream built with a continuation and consumed with for await
func countdown(from start: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for i in stride(from: start, through: 1, by: -1) {
            continuation.yield(i)
        }
        continuation.finish()
    }
}

for await n in countdown(from: 5) {
    print("tick", n)
}
print("liftoff")

let words = AsyncStream<String> { continuation in
    continuation.yield("alpha")
    continuation.yield("beta")
    continuation.yield("gamma")
    continuation.finish()
    continuation.yield("ignored")
}
var collected: [String] = []
for await w in words {
    collected.append(w)
}
print(collected.joined(separator: "-"))
// expect: tick 5
// expect: tick 4
// expect: tick 3
// expect: tick 2
// expect: tick 1
// expect: liftoff
// expect: alpha-beta-gamma
