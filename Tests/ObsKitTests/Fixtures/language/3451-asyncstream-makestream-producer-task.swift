// App code style: AsyncStream.makeStream producer task and consumer loop
let (stream, continuation) = AsyncStream.makeStream(of: String.self)

let producer = Task {
    for word in ["one", "two", "three", "four"] {
        continuation.yield(word)
    }
    continuation.finish()
    return 4
}

var received: [String] = []
for await w in stream {
    received.append(w)
}
print("received \(received.count) words")
for (i, w) in received.enumerated() {
    print("\(i): \(w)")
}
print("producer sent \(await producer.value)")

let (numbers, numCont) = AsyncStream<Int>.makeStream()
numCont.yield(3)
numCont.yield(1)
numCont.yield(2)
numCont.finish()
var ns: [Int] = []
for await n in numbers { ns.append(n) }
print("numbers in order: \(ns)")
print("sorted: \(ns.sorted())")
// expect: received 4 words
// expect: 0: one
// expect: 1: two
// expect: 2: three
// expect: 3: four
// expect: producer sent 4
// expect: numbers in order: [3, 1, 2]
// expect: sorted: [1, 2, 3]
