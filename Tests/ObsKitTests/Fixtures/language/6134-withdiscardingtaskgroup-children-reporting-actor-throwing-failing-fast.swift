// Swift by Sundell style (discarding task groups): withDiscardingTaskGroup children reporting to an actor, and a throwing one failing fast
actor Inbox {
    private var messages: [String] = []
    func deliver(_ message: String) { messages.append(message) }
    func sorted() -> [String] { messages.sorted() }
    var count: Int { messages.count }
}

enum SendError: Error { case rejected(String) }

func send(_ text: String, to inbox: Inbox) async throws {
    if text.hasPrefix("spam") { throw SendError.rejected(text) }
    await inbox.deliver(text.uppercased())
}

let inbox = Inbox()
await withDiscardingTaskGroup { group in
    for name in ["carol", "alice", "bob"] {
        group.addTask { await inbox.deliver("hello \(name)") }
    }
}
print(await inbox.sorted())

await withDiscardingTaskGroup { group in
    for n in 1...20 {
        group.addTask { await inbox.deliver("n\(n)") }
    }
}
print("delivered:", await inbox.count)

do {
    try await withThrowingDiscardingTaskGroup { group in
        group.addTask { try await send("spam offer", to: inbox) }
    }
} catch SendError.rejected(let text) {
    print("rejected:", text)
} catch {
    print("other:", error)
}

let second = Inbox()
try await withThrowingDiscardingTaskGroup { group in
    for text in ["one", "two", "three"] {
        group.addTask { try await send(text, to: second) }
    }
}
print(await second.sorted())

let result: String = await withDiscardingTaskGroup(returning: String.self) { group in
    group.addTask { await second.deliver("extra") }
    return "body finished"
}
print(result, await second.count)

// expect: ["hello alice", "hello bob", "hello carol"]
// expect: delivered: 23
// expect: rejected: spam offer
// expect: ["ONE", "THREE", "TWO"]
// expect: body finished 4
