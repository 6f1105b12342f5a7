// Swift Evolution style (SE-0430): sending parameters and results across isolation boundaries
final class Document {
    var title: String
    var lines: [String] = []
    init(title: String) { self.title = title }
}

actor Archive {
    private var docs: [Document] = []
    func store(_ doc: sending Document) {
        doc.lines.append("archived")
        docs.append(doc)
    }
    func titles() -> [String] { docs.map(\.title) }
    func lineCounts() -> [Int] { docs.map(\.lines.count) }
}

func makeDocument(_ title: String, lines: Int) -> sending Document {
    let d = Document(title: title)
    for i in 1...lines { d.lines.append("line \(i)") }
    return d
}

let archive = Archive()
let d1 = makeDocument("report", lines: 2)
await archive.store(d1)
await archive.store(makeDocument("memo", lines: 1))
let fresh = Document(title: "draft")
fresh.lines.append("todo")
await archive.store(fresh)

print(await archive.titles())
print(await archive.lineCounts())

func runDetached(_ body: sending @escaping () async -> String) async -> String {
    await Task.detached { await body() }.value
}
let greeting = await runDetached { "hello from a sent closure" }
print(greeting)

func consumeInTask(_ doc: sending Document) async -> Int {
    await Task {
        doc.lines.append("processed")
        return doc.lines.count
    }.value
}
print("processed lines:", await consumeInTask(makeDocument("batch", lines: 3)))

let (stream, cont) = AsyncStream.makeStream(of: String.self)
func publish(_ value: sending String) { cont.yield(value) }
publish("one"); publish("two"); cont.finish()
var got: [String] = []
for await s in stream { got.append(s) }
print(got)

// expect: ["report", "memo", "draft"]
// expect: [3, 2, 2]
// expect: hello from a sent closure
// expect: processed lines: 4
// expect: ["one", "two"]
