// Swift Evolution style (sending and region isolation): SE-0430 sending parameters and results crossing into an actor
final class Draft {
    var lines: [String] = []
    var title: String
    init(title: String) { self.title = title }
}

actor Publisher {
    private var published: [String] = []

    func publish(_ draft: sending Draft) -> Int {
        draft.lines.append("-- end --")
        published.append("\(draft.title) (\(draft.lines.count) lines)")
        return published.count
    }

    var catalog: [String] { published }
}

func makeDraft(_ title: String, _ lines: String...) -> sending Draft {
    let d = Draft(title: title)
    d.lines = lines
    return d
}

nonisolated func prepareElsewhere(_ title: String) async -> sending Draft {
    let d = Draft(title: title)
    d.lines = ["bg"]
    return d
}

@MainActor
func run() async {
    let publisher = Publisher()
    let first = makeDraft("Intro", "hello", "world")
    let n1 = await publisher.publish(first)
    print("published \(n1)")

    let second = Draft(title: "Notes")
    second.lines.append("one")
    second.lines.append("two")
    second.lines.append("three")
    let n2 = await publisher.publish(second)
    print("published \(n2)")

    let catalog = await publisher.catalog
    for entry in catalog {
        print(entry)
    }

    let result = await prepareElsewhere("Background")
    result.lines.append("edited on main")
    print(result.title, result.lines)
}

await run()
// expect: published 1
// expect: published 2
// expect: Intro (3 lines)
// expect: Notes (4 lines)
// expect: Background ["bg", "edited on main"]
