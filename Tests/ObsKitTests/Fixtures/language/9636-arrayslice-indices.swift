// ArraySlice keeps its parent's indices; ContiguousArray basics; rebasing slices and index arithmetic corner cases
// known-gap: line 15: expected '["w", "x", "y", "z"] 4 ContiguousArray<String>', got '["w", "x", "y", "z"] 4 Array<String>'
let a = [10, 20, 30, 40, 50, 60]
let s = a[2...4]
print(s, s.startIndex, s.endIndex, s.count, s.indices)
print(s[2], s[4], s.first!, s.last!)
print(s.firstIndex(of: 40)!, s.firstIndex(where: { $0 > 100 }) as Any)
let s2 = s.dropFirst()
print(s2, s2.startIndex, s2[s2.startIndex])
print(Array(s2).startIndex, Array(s2)[0])
print(s.enumerated().map { "\($0.offset):\($0.element)" })
print(zip(s.indices, s).map { "\($0)=\($1)" })

var ms = a[1..<5]
ms[1] = -1
ms.append(99)
print(ms, ms.startIndex, ms.endIndex, a)
ms.removeFirst()
print(ms, ms.startIndex)
ms.insert(7, at: ms.startIndex)
print(ms, ms.startIndex)

let empty = a[3..<3]
print(empty.isEmpty, empty.startIndex, empty.first as Any)
let tail = a.suffix(2)
print(tail, tail.startIndex, type(of: tail))
let pre = a.prefix(while: { $0 < 35 })
print(pre, pre.endIndex)
let sp = a.split(whereSeparator: { $0 == 30 || $0 == 60 })
print(sp, sp.map { $0.startIndex })

var ca: ContiguousArray<String> = ["x", "y"]
ca.append(contentsOf: ["z"])
ca.insert("w", at: 0)
print(ca, ca.count, type(of: ca))
let cs = ca[1...]
print(cs, cs.startIndex, type(of: cs))
let back = ContiguousArray(cs)
print(back.startIndex, back)
print(ca.reversed().joined(), ca.map { $0.uppercased() })
var cb = ca
cb[0] = "changed"
print(ca[0], cb[0])
print(ContiguousArray(repeating: 0, count: 3), ContiguousArray<Int>().isEmpty)
print(ca == ["w", "x", "y", "z"], Array(ca) == ["w", "x", "y", "z"])

func sumFromIndex(_ xs: ArraySlice<Int>) -> Int {
    var total = 0
    var i = xs.startIndex
    while i < xs.endIndex {
        total += xs[i]
        i = xs.index(after: i)
    }
    return total
}
print(sumFromIndex(a[4...]), sumFromIndex(a[...]), sumFromIndex([]))
print(a.index(2, offsetBy: 3), a.index(2, offsetBy: 10, limitedBy: a.endIndex) as Any)
print(s.index(s.startIndex, offsetBy: 2, limitedBy: s.endIndex) as Any, s.distance(from: 2, to: 5))
let chunks = stride(from: 0, to: a.count, by: 4).map { a[$0..<min($0 + 4, a.count)] }
print(chunks.map { "\($0.startIndex)-\($0.endIndex)" }, chunks.last!.reduce(0, +))
var arr2 = Array(a[2...])
arr2.swapAt(0, arr2.count - 1)
print(arr2, a[2...].elementsEqual([30, 40, 50, 60]))
print(a[1...].lastIndex(of: 20)!, a[..<0].indices.isEmpty)

// expect: [30, 40, 50] 2 5 3 2..<5
// expect: 30 50 30 50
// expect: 3 nil
// expect: [40, 50] 3 40
// expect: 0 40
// expect: ["0:30", "1:40", "2:50"]
// expect: ["2=30", "3=40", "4=50"]
// expect: [-1, 30, 40, 50, 99] 1 6 [10, 20, 30, 40, 50, 60]
// expect: [30, 40, 50, 99] 2
// expect: [7, 30, 40, 50, 99] 2
// expect: true 3 nil
// expect: [50, 60] 4 ArraySlice<Int>
// expect: [10, 20, 30] 3
// expect: [ArraySlice([10, 20]), ArraySlice([40, 50])] [0, 3]
// expect: ["w", "x", "y", "z"] 4 ContiguousArray<String>
// expect: ["x", "y", "z"] 1 ArraySlice<String>
// expect: 0 ["x", "y", "z"]
// expect: zyxw ["W", "X", "Y", "Z"]
// expect: w changed
// expect: [0, 0, 0] true
// expect: true true
// expect: 110 210 0
// expect: 5 nil
// expect: Optional(4) 3
// expect: ["0-4", "4-6"] 110
// expect: [60, 40, 50, 30] true
// expect: 1 true
