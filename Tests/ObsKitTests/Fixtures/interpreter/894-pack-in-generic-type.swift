// A variadic generic type (SE-0398): a stored tuple of its pack, methods that walk it, a method with a pack of
// its own, a mutating method, and how Swift prints the type. Expected output: swiftc 6.3.1 on this machine.
struct Row<each Column> {
    var cells: (repeat each Column)
    init(_ cells: repeat each Column) { self.cells = (repeat each cells) }
    func rendered(separator: String) -> String {
        var parts: [String] = []
        for cell in repeat each cells { parts.append("\(cell)") }
        return parts.joined(separator: separator)
    }
    var width: Int {
        var n = 0
        for _ in repeat each cells { n += 1 }
        return n
    }
    func appending<each Extra>(_ extra: repeat each Extra) -> Row<repeat each Column, repeat each Extra> {
        Row<repeat each Column, repeat each Extra>(repeat each cells, repeat each extra)
    }
}
let row = Row("ann", 31, true)
print(row.rendered(separator: " | "), row.width)
print(row.cells)
let longer = row.appending(2.5, "end")
print(longer.rendered(separator: ","), longer.width)
print(type(of: row))
print(Row<Int>(7).cells, Row(7).width)
struct Log<each Field> {
    var entries: [(repeat each Field)] = []
    mutating func record(_ fields: repeat each Field) { entries.append((repeat each fields)) }
}
var log = Log<String, Int>()
log.record("a", 1)
log.record("b", 2)
print(log.entries.count, log.entries[1].0, log.entries[1].1)
print(log)

// expect: ann | 31 | true 3
// expect: ("ann", 31, true)
// expect: ann,31,true,2.5,end 5
// expect: Row<Pack{String, Int, Bool}>
// expect: 7 1
// expect: 2 b 2
// expect: Log<Pack{String, Int}>(entries: [("a", 1), ("b", 2)])
