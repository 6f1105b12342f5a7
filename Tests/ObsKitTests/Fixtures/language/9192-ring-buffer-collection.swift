// ring-buffer-collection
// expected output: swiftc 6.3.1 (Linux), run on this machine

struct Ring<Element>: BidirectionalCollection {
    private var storage: [Element]
    private var head: Int

    init(_ items: [Element], rotatedBy k: Int) {
        storage = items
        head = items.isEmpty ? 0 : ((k % items.count) + items.count) % items.count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(position: Int) -> Element {
        storage[(head + position) % storage.count]
    }
}

let r = Ring([10, 20, 30, 40, 50], rotatedBy: 2)
print(Array(r))
print(r.count, r.first!, r.last!)
print(Array(r.reversed()))
print(r.firstIndex(of: 10) ?? -1, r.lastIndex(where: { $0 > 25 }) ?? -1)
print(Array(r[1..<4]))
print(Array(r.suffix(2)), Array(r.dropLast(3)))
print(r.map { $0 / 10 })
print(r.indices.map { $0 })
print(r.split(whereSeparator: { $0 == 10 }).map(Array.init))
print(r.starts(with: [30, 40]))
print(r.sorted(by: >))
print(r.min()!, r.max()!)
let words = Ring(["delta", "alpha", "charlie", "bravo"], rotatedBy: -1)
print(Array(words))
print(words.joined(separator: "-"))
print(words.last(where: { $0.hasPrefix("a") }) ?? "none")
let e = Ring([Int](), rotatedBy: 3)
print(e.isEmpty, e.first as Any, Array(e.reversed()))
var idx = r.endIndex
var back: [Int] = []
while idx != r.startIndex {
    r.formIndex(before: &idx)
    back.append(r[idx])
}
print(back)
print(r.distance(from: r.startIndex, to: r.endIndex))
print(r.index(r.startIndex, offsetBy: 3), r[r.index(r.startIndex, offsetBy: 3)])
print(r.allSatisfy { $0 % 10 == 0 })
print(r.reduce(into: "") { $0 += String($1 / 10) })

// expect: [30, 40, 50, 10, 20]
// expect: 5 30 20
// expect: [20, 10, 50, 40, 30]
// expect: 3 2
// expect: [40, 50, 10]
// expect: [10, 20] [30, 40]
// expect: [3, 4, 5, 1, 2]
// expect: [0, 1, 2, 3, 4]
// expect: [[30, 40, 50], [20]]
// expect: true
// expect: [50, 40, 30, 20, 10]
// expect: 10 50
// expect: ["bravo", "delta", "alpha", "charlie"]
// expect: bravo-delta-alpha-charlie
// expect: alpha
// expect: true nil []
// expect: [20, 10, 50, 40, 30]
// expect: 5
// expect: 3 10
// expect: true
// expect: 34512
