// What's new in Swift 6.0 style (sending parameters and results, SE-0430): handing non-Sendable values across isolation boundaries
final class Draft {
    var title: String
    var paragraphs: [String] = []
    init(title: String) { self.title = title }
}

actor Publisher {
    private var published: [String] = []

    func publish(_ draft: sending Draft) -> Int {
        draft.paragraphs.append("-- end --")
        published.append("\(draft.title) [\(draft.paragraphs.count) paragraphs]")
        return published.count
    }

    func catalogue() -> [String] { published }
}

func makeDraft(_ title: String, lines: Int) -> sending Draft {
    let d = Draft(title: title)
    for i in 1...lines {
        d.paragraphs.append("para \(i)")
    }
    return d
}

func store(_ value: sending Draft, into box: inout [Draft]) {
    box.append(value)
}

let publisher = Publisher()
let first = makeDraft("Swift 6 notes", lines: 2)
let n1 = await publisher.publish(first)
print("published #\(n1)")

let second = makeDraft("Concurrency tips", lines: 3)
let n2 = await publisher.publish(second)
print("published #\(n2)")

for line in await publisher.catalogue() {
    print(line)
}

var drafts: [Draft] = []
store(Draft(title: "local"), into: &drafts)
print(drafts.map(\.title))

// expect: published #1
// expect: published #2
// expect: Swift 6 notes [3 paragraphs]
// expect: Concurrency tips [4 paragraphs]
// expect: ["local"]
