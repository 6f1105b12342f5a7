// Swift compiler execution test style (MutableCollection and RandomAccessCollection): a fixed-size buffer with a settable subscript, swapAt, sort in place, reverse and partition
struct Buffer<T>: RandomAccessCollection, MutableCollection {
    var items: [T]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    subscript(i: Int) -> T {
        get { items[i] }
        set { items[i] = newValue }
    }
}

var b = Buffer(items: [5, 3, 9, 1, 7])
b[0] = 4
print(Array(b))
b.swapAt(1, 3)
print(Array(b))
b.sort()
print(Array(b))
b.reverse()
print(Array(b))
let p = b.partition(by: { $0 > 4 })
print(p, Array(b[..<p]).sorted(), Array(b[p...]).sorted())
print(b.index(b.startIndex, offsetBy: 2), b.distance(from: 4, to: 1))
var words = Buffer(items: ["pear", "fig", "apple", "kiwi"])
words.sort { $0.count < $1.count || ($0.count == $1.count && $0 < $1) }
print(Array(words))
words[1...2].reverse()
print(Array(words))
for i in words.indices { words[i] = words[i].uppercased() }
print(words.joined(separator: " "))
print(words.last!, words[words.index(before: words.endIndex)])
print(Array(words.reversed().enumerated().map { "\($0.offset)=\($0.element)" }))
let lazyLens = words.lazy.map { $0.count }
print(lazyLens[2], Array(lazyLens))
print(b.randomAccessDescription)
extension RandomAccessCollection {
    var randomAccessDescription: String { "count \(count), mid \(self[index(startIndex, offsetBy: count / 2)])" }
}

// expect: [4, 3, 9, 1, 7]
// expect: [4, 1, 9, 3, 7]
// expect: [1, 3, 4, 7, 9]
// expect: [9, 7, 4, 3, 1]
// expect: 3 [1, 3, 4] [7, 9]
// expect: 2 -3
// expect: ["fig", "kiwi", "pear", "apple"]
// expect: ["fig", "pear", "kiwi", "apple"]
// expect: FIG PEAR KIWI APPLE
// expect: APPLE APPLE
// expect: ["0=APPLE", "1=KIWI", "2=PEAR", "3=FIG"]
// expect: 4 [3, 4, 4, 5]
// expect: count 5, mid 4
