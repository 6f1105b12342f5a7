// Advanced Swift style (RandomAccessCollection): a ring buffer with Int indices gets reversed(), last and index(before:) for free
struct Ring<Element>: RandomAccessCollection {
    private var items: [Element?]
    private var head = 0
    private(set) var count = 0
    init(capacity: Int) { items = Array(repeating: nil, count: capacity) }
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(i: Int) -> Element {
        precondition(i >= 0 && i < count, "index out of range")
        return items[(head + i) % items.count]!
    }
    mutating func push(_ x: Element) {
        if count < items.count {
            items[(head + count) % items.count] = x
            count += 1
        } else {
            items[head] = x
            head = (head + 1) % items.count
        }
    }
}
var r = Ring<Int>(capacity: 4)
for x in 1...6 { r.push(x) }
print(Array(r))
print(r.count, r.first!, r.last!)
print(Array(r.reversed()))
print(r.index(before: r.endIndex))
print(r.distance(from: 1, to: 3))
print(r[1], r[r.index(r.startIndex, offsetBy: 3)])
print(r.lastIndex(where: { $0 % 2 == 1 })!)
print(r.suffix(2).map { $0 }, type(of: r.suffix(2)))
print(r.dropLast().map { $0 })
let rev = r.reversed()
print(type(of: rev))
print(r.indices, type(of: r.indices))
var words = Ring<String>(capacity: 3)
["a", "b", "c", "d"].forEach { words.push($0) }
print(words.joined(separator: "-"))
print(words.last(where: { $0 < "d" }) ?? "none")
// expect: [3, 4, 5, 6]
// expect: 4 3 6
// expect: [6, 5, 4, 3]
// expect: 3
// expect: 2
// expect: 4 6
// expect: 2
// expect: [5, 6] Slice<Ring<Int>>
// expect: [3, 4, 5]
// expect: ReversedCollection<Ring<Int>>
// expect: 0..<4 Range<Int>
// expect: b-c-d
// expect: c
