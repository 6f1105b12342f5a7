// Apple docs style (TaskGroup.next / waitForAll / isEmpty): draining a group by hand
actor Inbox {
    private var messages: [String] = []
    func deliver(_ m: String) { messages.append(m) }
    func sorted() -> [String] { messages.sorted() }
}

let inbox = Inbox()
let recipients = ["zed", "amy", "kim", "bo"]

// Void children + waitForAll: run side effects and wait for all of them.
await withTaskGroup(of: Void.self) { group in
    print("empty before adding:", group.isEmpty)
    for name in recipients {
        group.addTask { await inbox.deliver("hello \(name)") }
    }
    print("empty after adding:", group.isEmpty)
    await group.waitForAll()
    print("empty after waitForAll:", group.isEmpty)
}
for m in await inbox.sorted() { print(m) }

// next() returns nil once every child result has been consumed.
let lengths = await withTaskGroup(of: Int.self) { group -> [Int] in
    for name in recipients {
        group.addTask { name.count }
    }
    var out: [Int] = []
    while let length = await group.next() {
        out.append(length)
    }
    let afterEnd = await group.next()
    print("next after end:", afterEnd as Any)
    return out.sorted()
}
print("lengths:", lengths)

// Take only the first two results with next(), then let the rest finish quietly.
let firstTwo = await withTaskGroup(of: Int.self) { group -> Int in
    for n in [5, 5, 5, 5] { group.addTask { n } }
    let a = await group.next() ?? 0
    let b = await group.next() ?? 0
    return a + b
}
print("first two sum:", firstTwo)

// The throwing group's waitForAll rethrows a child's error.
enum SendError: Error { case bounced(String) }
do {
    try await withThrowingTaskGroup(of: Void.self) { group in
        for name in recipients {
            group.addTask {
                if name == "kim" { throw SendError.bounced(name) }
            }
        }
        try await group.waitForAll()
        print("all sent")
    }
} catch SendError.bounced(let who) {
    print("bounced:", who)
}

// expect: empty before adding: true
// expect: empty after adding: false
// expect: empty after waitForAll: true
// expect: hello amy
// expect: hello bo
// expect: hello kim
// expect: hello zed
// expect: next after end: nil
// expect: lengths: [2, 3, 3, 3]
// expect: first two sum: 10
// expect: bounced: kim
