// App code style: an undo history kept as a bounded log; iteration via sequence(state:next:), opaque `some Sequence<String>` and AnyIterator cursors
struct History {
    private var entries: [String] = []
    let limit: Int

    init(limit: Int) { self.limit = limit }

    mutating func record(_ action: String) {
        entries.append(action)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
    }

    func newestFirst() -> some Sequence<String> {
        sequence(state: entries.count) { (i: inout Int) -> String? in
            guard i > 0 else { return nil }
            i -= 1
            return entries[i]
        }
    }

    func numbered() -> some Sequence<String> {
        entries.enumerated().lazy.map { "#\($0.offset + 1) \($0.element)" }
    }

    func cursor(from start: Int) -> AnyIterator<String> {
        var i = start
        return AnyIterator {
            guard i >= 0 && i < entries.count else { return nil }
            defer { i += 2 }
            return entries[i]
        }
    }
}

var h = History(limit: 5)
for action in ["type A", "type B", "bold", "delete", "paste", "undo", "italic"] {
    h.record(action)
}
print(Array(h.newestFirst()))
for line in h.numbered() { print(line) }
print(Array(h.cursor(from: 0)))
print(Array(h.cursor(from: 1)))
print(Array(h.cursor(from: 9)))
print(h.newestFirst().first(where: { $0.hasPrefix("p") }) ?? "none")
print(h.newestFirst().map { $0.count }.reduce(0, +))
var it = h.newestFirst().makeIterator()
_ = it.next()
print(it.next() ?? "-", it.next() ?? "-")
let sizes = sequence(state: 1) { (n: inout Int) -> Int? in
    defer { n *= 2 }
    return n <= 16 ? n : nil
}
print(Array(sizes), sizes.contains(8))
// expect: ["italic", "undo", "paste", "delete", "bold"]
// expect: #1 bold
// expect: #2 delete
// expect: #3 paste
// expect: #4 undo
// expect: #5 italic
// expect: ["bold", "paste", "italic"]
// expect: ["delete", "undo"]
// expect: []
// expect: paste
// expect: 25
// expect: undo paste
// expect: [1, 2, 4, 8, 16] true
