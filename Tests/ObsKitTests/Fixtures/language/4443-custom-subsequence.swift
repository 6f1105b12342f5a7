// Compiler test style: a collection whose SubSequence is its own custom type
// known-gap: error: 4443-custom-subsequence.swift:72:15: error: value of type 'Window' has no member 'popFirst'
struct Window: RandomAccessCollection, CustomStringConvertible {
    let storage: [String]
    let startIndex: Int
    let endIndex: Int

    init(_ items: [String]) {
        storage = items
        startIndex = 0
        endIndex = items.count
    }

    init(storage: [String], range: Range<Int>) {
        self.storage = storage
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    subscript(i: Int) -> String { storage[i] }

    subscript(bounds: Range<Int>) -> Window {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex)
        return Window(storage: storage, range: bounds)
    }

    var description: String {
        return "Window(\(startIndex)..<\(endIndex): \(Array(self).joined(separator: ",")))"
    }
}

let w = Window(["a", "b", "c", "d", "e", "f", "g"])
print(w)
let mid = w[2..<5]
print(mid)
print(type(of: mid))
print(mid[3])

print(w.dropFirst(2))
print(w.dropLast(3))
print(w.prefix(2))
print(w.suffix(2))
print(w.prefix(upTo: 4))
print(w.suffix(from: 5))
print(w.prefix(through: 1))
print(w[...2])
print(w[4...])

let parts = w.split(whereSeparator: { $0 == "c" || $0 == "f" })
for p in parts { print(p) }
print(type(of: parts))

let nested = w.dropFirst().dropLast().dropFirst()
print(nested, nested.count)

print(mid.drop(while: { $0 < "d" }))
print(mid.prefix(while: { $0 != "e" }))

func describe<C: Collection>(_ c: C) -> String where C.SubSequence == C, C.Element == String {
    var cur = c
    var out: [String] = []
    while let f = cur.first {
        out.append(f.uppercased())
        cur = cur.dropFirst()
    }
    return out.joined()
}
print(describe(w))
print(describe(mid))

var popper = w[1..<4]
while let x = popper.popFirst() {
    print("pop", x, popper.count)
}

let words = Window(["one", "", "two", "three", "", ""])
let keepEmpty: [Window] = words.split(omittingEmptySubsequences: false, whereSeparator: { $0.isEmpty })
print(keepEmpty.map { $0.count })
let dropEmpty: [Window] = words.split(whereSeparator: { $0.isEmpty })
print(dropEmpty.map { $0.description })

// expect: Window(0..<7: a,b,c,d,e,f,g)
// expect: Window(2..<5: c,d,e)
// expect: Window
// expect: d
// expect: Window(2..<7: c,d,e,f,g)
// expect: Window(0..<4: a,b,c,d)
// expect: Window(0..<2: a,b)
// expect: Window(5..<7: f,g)
// expect: Window(0..<4: a,b,c,d)
// expect: Window(5..<7: f,g)
// expect: Window(0..<2: a,b)
// expect: Window(0..<3: a,b,c)
// expect: Window(4..<7: e,f,g)
// expect: Window(0..<2: a,b)
// expect: Window(3..<5: d,e)
// expect: Window(6..<7: g)
// expect: Array<Window>
// expect: Window(2..<6: c,d,e,f) 4
// expect: Window(3..<5: d,e)
// expect: Window(2..<4: c,d)
// expect: ABCDEFG
// expect: CDE
// expect: pop b 2
// expect: pop c 1
// expect: pop d 0
// expect: [1, 2, 0, 0]
// expect: ["Window(0..<1: one)", "Window(2..<4: two,three)"]
