// Swift Evolution style (SE-0366): the `consume` operator ending a local binding's lifetime
final class Buffer {
    let name: String
    var bytes: [Int]
    init(name: String, bytes: [Int]) {
        self.name = name
        self.bytes = bytes
        print("alloc \(name)")
    }
    deinit { print("free \(name)") }
}

func takeOwnership(_ buffer: consuming Buffer) -> Int {
    buffer.bytes.count
}

func process() {
    let scratch = Buffer(name: "scratch", bytes: [1, 2, 3])
    let count = takeOwnership(consume scratch)
    print("count \(count)")
    print("after consume in process")
}

func rebind() {
    var current = Buffer(name: "first", bytes: [9])
    let old = consume current
    current = Buffer(name: "second", bytes: [8, 7])
    print("old \(old.name), current \(current.name)")
}

struct Document {
    var title: String
    var paragraphs: [String]
}

func publish(_ doc: consuming Document) -> String {
    doc.paragraphs.append("-- end --")
    return "\(doc.title): \(doc.paragraphs.joined(separator: " / "))"
}

process()
print("---")
rebind()
print("---")

func draftAndPublish() {
    let draft = Document(title: "Notes", paragraphs: ["one", "two"])
    let output = publish(consume draft)
    print(output)

    var words = ["alpha", "beta"]
    let moved = consume words
    words = ["gamma"]
    print(moved, words)
}
draftAndPublish()

func tail(_ values: consuming [Int]) -> [Int] {
    values.removeFirst()
    return values
}
let original = [5, 6, 7]
print(tail(original), original)
// expect: alloc scratch
// expect: free scratch
// expect: count 3
// expect: after consume in process
// expect: ---
// expect: alloc first
// expect: alloc second
// expect: old first, current second
// expect: free first
// expect: free second
// expect: ---
// expect: Notes: one / two / -- end --
// expect: ["alpha", "beta"] ["gamma"]
// expect: [6, 7] [5, 6, 7]
