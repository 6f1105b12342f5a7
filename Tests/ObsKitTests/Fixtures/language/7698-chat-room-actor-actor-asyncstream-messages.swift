// WWDC style (chat room actor): an actor with an AsyncStream of messages for a subscriber
actor ChatRoom {
    private var history: [String] = []
    private var continuation: AsyncStream<String>.Continuation?

    func subscribe() -> AsyncStream<String> {
        let (stream, cont) = AsyncStream.makeStream(of: String.self)
        continuation = cont
        return stream
    }

    func post(_ user: String, _ text: String) {
        let line = "\(user): \(text)"
        history.append(line)
        continuation?.yield(line)
    }

    func close() {
        continuation?.finish()
        continuation = nil
    }

    var messageCount: Int { history.count }
}

let room = ChatRoom()
let feed = await room.subscribe()
await room.post("ana", "hi all")
await room.post("ben", "hello!")
await room.post("ana", "lunch at noon?")
await room.close()

var index = 1
for await line in feed {
    print("\(index). \(line)")
    index += 1
}
print("history size:", await room.messageCount)
// expect: 1. ana: hi all
// expect: 2. ben: hello!
// expect: 3. ana: lunch at noon?
// expect: history size: 3
