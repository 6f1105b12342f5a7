// Compiler test style: AsyncStream.makeStream with a producer task and onTermination callback
let (stream, continuation) = AsyncStream.makeStream(of: String.self)

final class Flag: @unchecked Sendable { var terminated = "no" }
let flag = Flag()
continuation.onTermination = { reason in
    switch reason {
    case .finished: flag.terminated = "finished"
    case .cancelled: flag.terminated = "cancelled"
    @unknown default: flag.terminated = "unknown"
    }
}

let producer = Task {
    for word in ["one", "two", "three", "four"] {
        continuation.yield(word)
    }
    continuation.finish()
}

var received: [String] = []
for await word in stream {
    received.append(word)
}
await producer.value
print("received:", received)
print("terminated:", flag.terminated)

let (numbers, numCont) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .unbounded)
for i in 1...5 { numCont.yield(i * 11) }
numCont.finish()
let result = numCont.yield(99)
switch result {
case .terminated: print("yield after finish: terminated")
default: print("yield after finish: other")
}
var total = 0
for await n in numbers { total += n }
print("total:", total)
// expect: received: ["one", "two", "three", "four"]
// expect: terminated: finished
// expect: yield after finish: terminated
// expect: total: 165
