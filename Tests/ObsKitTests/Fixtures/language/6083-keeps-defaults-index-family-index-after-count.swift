// A collection that declares index(of:) keeps the defaults of the index family (index(after:), count, last, reversed); lazy map and filter's underestimatedCount
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
struct Nums: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { 3 }
    subscript(i: Int) -> Int { i * 10 }
    func index(of e: Int) -> Int? { e / 10 }
}
let n = Nums()
print(n.count, n.index(after: 0), n.index(of: 20) as Any, n.last as Any, Array(n.reversed()))
print([1, 2, 3].lazy.map { $0 }.underestimatedCount)
print([1, 2, 3].lazy.filter { $0 > 1 }.underestimatedCount)

// expect: 3 1 Optional(2) Optional(20) [20, 10, 0]
// expect: 3
// expect: 0
