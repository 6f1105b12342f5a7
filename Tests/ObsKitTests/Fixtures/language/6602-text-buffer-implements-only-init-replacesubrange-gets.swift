// Advanced Swift style (RangeReplaceableCollection): a text buffer that implements only init() and replaceSubrange and gets append, insert, remove(at:) and removeAll(where:) for free
struct TextBuffer {
    private var chars: [Character]
    private(set) var edits: Int
}

extension TextBuffer: RangeReplaceableCollection, RandomAccessCollection {
    init() {
        chars = []
        edits = 0
    }

    var startIndex: Int { chars.startIndex }
    var endIndex: Int { chars.endIndex }
    subscript(position: Int) -> Character { chars[position] }

    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
        where C.Element == Character {
        chars.replaceSubrange(subrange, with: newElements)
        edits += 1
    }
}

extension TextBuffer: CustomStringConvertible {
    var description: String { String(chars) }
}

var buffer = TextBuffer()
buffer.append("h")
buffer.append(contentsOf: "ello")
print(buffer, buffer.count, buffer.edits)

buffer.insert("!", at: buffer.endIndex)
buffer.insert(contentsOf: ", world", at: 5)
print(buffer)

let removed = buffer.remove(at: 0)
buffer.insert("H", at: 0)
print(removed, buffer)

buffer.removeAll(where: { $0 == "o" })
print(buffer)

buffer.removeFirst(2)
buffer.removeLast()
print(buffer, buffer.edits)

buffer.replaceSubrange(0..<2, with: "XY")
print(buffer)

var copy = TextBuffer("abc")
copy += "def"
print(copy, copy.edits)

let filtered = TextBuffer(buffer.filter { $0 != "," })
print(filtered)
let repeated = TextBuffer(repeating: "z", count: 3)
print(repeated, repeated.isEmpty)
copy.removeSubrange(1..<4)
print(copy, copy.popLast()!, copy)
copy.removeAll()
print(copy.isEmpty, copy.count)

// expect: hello 5 5
// expect: hello, world!
// expect: h Hello, world!
// expect: Hell, wrld!
// expect: ll, wrld 13
// expect: XY, wrld
// expect: abcdef 6
// expect: XY wrld
// expect: zzz false
// expect: aef f ae
// expect: true 0
