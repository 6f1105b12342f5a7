// App code style: chat room moderation with actors and async messages
actor ChatRoom {
    let name: String
    private var members: Set<String> = []
    private var messages: [(from: String, text: String)] = []
    private var banned: Set<String> = []
    private let blocklist: Set<String> = ["spam", "scam"]

    init(name: String) { self.name = name }

    func join(_ user: String) -> Bool {
        guard !banned.contains(user) else { return false }
        return members.insert(user).inserted
    }

    func post(_ text: String, from user: String) -> String {
        guard members.contains(user) else { return "rejected: \(user) not a member" }
        let words = Set(text.lowercased().split(separator: " ").map(String.init))
        if !words.isDisjoint(with: blocklist) {
            members.remove(user)
            banned.insert(user)
            return "banned \(user) for: \(words.intersection(blocklist).sorted())"
        }
        messages.append((user, text))
        return "ok #\(messages.count)"
    }

    func transcript() -> [String] { messages.map { "<\($0.from)> \($0.text)" } }
    func roster() -> [String] { members.sorted() }
    func bannedUsers() -> [String] { banned.sorted() }
}

func simulate(_ room: ChatRoom) async {
    for user in ["amy", "raj", "zed", "amy"] {
        let ok = await room.join(user)
        print("join \(user): \(ok)")
    }
    let posts = [
        ("amy", "hello everyone"),
        ("zed", "cheap SPAM here"),
        ("raj", "hi amy"),
        ("bob", "can I talk"),
        ("zed", "let me back"),
        ("amy", "how was the trip"),
    ]
    for (user, text) in posts {
        print("\(user): \(await room.post(text, from: user))")
    }
    print("rejoin zed: \(await room.join("zed"))")
}

let room = ChatRoom(name: "general")
await simulate(room)
print("room \(room.name)")
for line in await room.transcript() { print(line) }
print("roster: \(await room.roster())")
print("banned: \(await room.bannedUsers())")

let counts = await withTaskGroup(of: (String, Int).self) { group -> [String: Int] in
    for user in ["amy", "raj"] {
        group.addTask {
            let lines = await room.transcript()
            return (user, lines.filter { $0.hasPrefix("<\(user)>") }.count)
        }
    }
    var result: [String: Int] = [:]
    for await (u, n) in group { result[u] = n }
    return result
}
print(counts.sorted { $0.key < $1.key })

// expect: join amy: true
// expect: join raj: true
// expect: join zed: true
// expect: join amy: false
// expect: amy: ok #1
// expect: zed: banned zed for: ["spam"]
// expect: raj: ok #2
// expect: bob: rejected: bob not a member
// expect: zed: rejected: zed not a member
// expect: amy: ok #3
// expect: rejoin zed: false
// expect: room general
// expect: <amy> hello everyone
// expect: <raj> hi amy
// expect: <amy> how was the trip
// expect: roster: ["amy", "raj"]
// expect: banned: ["zed"]
// expect: [(key: "amy", value: 2), (key: "raj", value: 1)]
