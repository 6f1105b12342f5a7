// Apple docs style (nonisolated): actor members that don't need the actor's protection
actor ChatRoom: CustomStringConvertible, Hashable {
    nonisolated let id: String
    let topic: String          // immutable lets are implicitly safe to read
    private var members: Set<String> = []
    private var messages: [(String, String)] = []

    init(id: String, topic: String) {
        self.id = id
        self.topic = topic
    }

    func join(_ user: String) -> Int {
        members.insert(user)
        return members.count
    }

    func post(_ text: String, from user: String) -> Bool {
        guard members.contains(user) else { return false }
        messages.append((user, text))
        return true
    }

    func transcript() -> [String] {
        messages.map { "\($0.0): \($0.1)" }
    }

    // Protocol requirements are synchronous, so they must be nonisolated
    // and may only touch nonisolated or immutable state.
    nonisolated var description: String { "ChatRoom(\(id), \(topic))" }

    nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    static func == (lhs: ChatRoom, rhs: ChatRoom) -> Bool {
        lhs.id == rhs.id
    }

    // A pure helper that never touches isolated state.
    nonisolated func slug(for title: String) -> String {
        "\(id)/" + title.lowercased().split(separator: " ").joined(separator: "-")
    }
}

let swiftRoom = ChatRoom(id: "r1", topic: "Swift")
let rustRoom = ChatRoom(id: "r2", topic: "Rust")

// No await needed for nonisolated members.
print(swiftRoom)
print(swiftRoom.id, swiftRoom.topic)
print(swiftRoom.slug(for: "Async Await Tips"))

// Actors conforming to Hashable can live in sets and dictionaries.
let rooms: Set<ChatRoom> = [swiftRoom, rustRoom, ChatRoom(id: "r1", topic: "duplicate")]
print("distinct rooms:", rooms.count)
print(rooms.map(\.description).sorted())

print("members:", await swiftRoom.join("ana"), await swiftRoom.join("ben"), await swiftRoom.join("ana"))
print(await swiftRoom.post("hello!", from: "ana"))
print(await swiftRoom.post("spam", from: "mallory"))
print(await swiftRoom.post("hi ana", from: "ben"))
for line in await swiftRoom.transcript() {
    print("  " + line)
}

// A nonisolated async function runs off the actor and must await isolated calls.
extension ChatRoom {
    nonisolated func summary() async -> String {
        let count = await transcript().count
        return "\(description) has \(count) messages"
    }
}
print(await swiftRoom.summary())
print(await rustRoom.summary())

// expect: ChatRoom(r1, Swift)
// expect: r1 Swift
// expect: r1/async-await-tips
// expect: distinct rooms: 2
// expect: ["ChatRoom(r1, Swift)", "ChatRoom(r2, Rust)"]
// expect: members: 1 2 2
// expect: true
// expect: false
// expect: true
// expect:   ana: hello!
// expect:   ben: hi ana
// expect: ChatRoom(r1, Swift) has 2 messages
// expect: ChatRoom(r2, Rust) has 0 messages
