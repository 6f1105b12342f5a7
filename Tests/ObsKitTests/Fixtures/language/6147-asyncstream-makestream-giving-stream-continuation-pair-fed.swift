// Donny Wals style (makeStream): AsyncStream.makeStream(of:) giving a stream and continuation pair, fed by a producer and consumed in order
struct Message: Sendable { let sender: String; let body: String }

final class ChatRoom: Sendable {
    let stream: AsyncStream<Message>
    private let continuation: AsyncStream<Message>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Message.self)
    }

    func send(_ body: String, from sender: String) {
        continuation.yield(Message(sender: sender, body: body))
    }

    func close() { continuation.finish() }
}

let room = ChatRoom()
room.send("hi", from: "ana")
room.send("hello", from: "ben")
room.send("bye", from: "ana")
room.close()
room.send("too late", from: "ben")

for await message in room.stream {
    print("\(message.sender): \(message.body)")
}

let (numbers, input) = AsyncStream.makeStream(of: Int.self)
let producer = Task {
    for n in stride(from: 3, through: 15, by: 3) { input.yield(n) }
    input.finish()
}
var seen: [Int] = []
for await n in numbers { seen.append(n) }
await producer.value
print(seen)

let (results, sink) = AsyncThrowingStream.makeStream(of: String.self, throwing: Error.self)
struct Stop: Error {}
sink.yield("first")
sink.yield("second")
sink.finish(throwing: Stop())
do {
    for try await r in results { print("result:", r) }
} catch {
    print("threw", error is Stop)
}

let (limited, feed) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(2))
for n in 1...5 { feed.yield(n) }
feed.finish()
var kept: [Int] = []
for await n in limited { kept.append(n) }
print("kept newest:", kept)

// expect: ana: hi
// expect: ben: hello
// expect: ana: bye
// expect: [3, 6, 9, 12, 15]
// expect: result: first
// expect: result: second
// expect: threw true
// expect: kept newest: [4, 5]
