// App code style: withDiscardingTaskGroup and waitForAll with results in an actor
actor Inbox {
    private var messages: [String] = []
    func add(_ m: String) { messages.append(m) }
    func sorted() -> [String] { messages.sorted() }
}

let inbox = Inbox()
await withDiscardingTaskGroup { group in
    for sender in ["zoe", "adam", "mia"] {
        group.addTask {
            await inbox.add("hi from \(sender)")
        }
    }
}
for m in await inbox.sorted() { print(m) }

await withTaskGroup(of: Void.self) { group in
    for n in 1...3 {
        group.addTask { await inbox.add("number \(n)") }
    }
    await group.waitForAll()
    print("all number tasks finished")
}
print("inbox size: \(await inbox.sorted().count)")

enum SendError: Error { case rejected(String) }
do {
    try await withThrowingDiscardingTaskGroup { group in
        group.addTask { await inbox.add("ok") }
        group.addTask { throw SendError.rejected("spam") }
    }
    print("not reached")
} catch SendError.rejected(let what) {
    print("group threw rejected(\(what))")
}
print("done")
// expect: hi from adam
// expect: hi from mia
// expect: hi from zoe
// expect: all number tasks finished
// expect: inbox size: 6
// expect: group threw rejected(spam)
// expect: done
