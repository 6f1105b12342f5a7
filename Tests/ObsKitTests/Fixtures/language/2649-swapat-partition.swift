// Compiler test style: swapAt, partition(by:) pivot index and reverse in place
var a = [1, 2, 3, 4, 5, 6, 7, 8]
a.swapAt(0, 7)
a.swapAt(3, 3)
print(a)
let p = a.partition(by: { $0 % 2 == 0 })
print(p)
print(a[..<p].allSatisfy { $0 % 2 != 0 }, a[p...].allSatisfy { $0 % 2 == 0 })
print(a[..<p].sorted(), a[p...].sorted())

var b = [5, 1, 4]
let q = b.partition(by: { $0 > 100 })
print(q, b.count)
let r = b.partition(by: { $0 > 0 })
print(r)

var s = Array("abcdef")
s.reverse()
print(String(s))
s[1...4].reverse()
print(String(s))
var chars = Array("hello")
for i in 0..<(chars.count / 2) {
    chars.swapAt(i, chars.count - 1 - i)
}
print(String(chars))
var slice = [9, 8, 7, 6, 5][1...3]
slice.swapAt(1, 3)
print(slice, slice.startIndex)
// expect: [8, 2, 3, 4, 5, 6, 7, 1]
// expect: 4
// expect: true true
// expect: [1, 3, 5, 7] [2, 4, 6, 8]
// expect: 3 3
// expect: 0
// expect: fedcba
// expect: fbcdea
// expect: olleh
// expect: [6, 7, 8] 1
