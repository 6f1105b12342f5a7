// Swift Evolution style (SE-0388): AsyncStream.makeStream returning stream and continuation
let (stream, continuation) = AsyncStream.makeStream(of: Int.self)

let producer = Task {
    for i in 1...5 {
        continuation.yield(i * i)
    }
    continuation.finish()
}

var received: [Int] = []
for await value in stream {
    received.append(value)
}
await producer.value
print("received:", received)

let (words, wordCont) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(2))
for w in ["alpha", "beta", "gamma", "delta"] {
    wordCont.yield(w)
}
wordCont.finish()
var kept: [String] = []
for await w in words { kept.append(w) }
print("newest 2:", kept)

let (oldest, oldCont) = AsyncStream.makeStream(of: Character.self, bufferingPolicy: .bufferingOldest(3))
for ch in "abcdef" { oldCont.yield(ch) }
oldCont.finish()
var firstThree = ""
for await ch in oldest { firstThree.append(ch) }
print("oldest 3:", firstThree)

enum FeedError: Error { case broken(at: Int) }
let (throwing, throwCont) = AsyncThrowingStream.makeStream(of: Int.self, throwing: (any Error).self)
Task {
    for i in 1...10 {
        if i == 4 { throwCont.finish(throwing: FeedError.broken(at: i)); return }
        throwCont.yield(i)
    }
}
do {
    for try await v in throwing { print("got", v) }
} catch {
    print("stream failed:", error)
}

let (s2, c2) = AsyncStream.makeStream(of: Int.self)
c2.yield(7)
c2.finish()
let r = c2.yield(8)
print("yield after finish:", r)
var total = 0
for await v in s2 { total += v }
print("total:", total)

// expect: received: [1, 4, 9, 16, 25]
// expect: newest 2: ["gamma", "delta"]
// expect: oldest 3: abc
// expect: got 1
// expect: got 2
// expect: got 3
// expect: stream failed: broken(at: 4)
// expect: yield after finish: terminated
// expect: total: 7
