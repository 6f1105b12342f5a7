// Stdlib test style: prefix/suffix/drop and Slice / ArraySlice index semantics
let a = [10, 20, 30, 40, 50, 60]
print(a.prefix(2), a.suffix(2), a.dropFirst(4), a.dropLast(5))
print(a.prefix(while: { $0 < 35 }), a.drop(while: { $0 < 35 }))
print(a.prefix(100).count, a.suffix(0).isEmpty)
let slice = a[2..<5]
print(slice, slice.startIndex, slice.endIndex, slice.indices.map { $0 })
print(slice[3], slice.first!, slice.last!)
print(slice.firstIndex(of: 40)!, Array(slice).firstIndex(of: 40)!)
let sub = slice.dropFirst()
print(sub.startIndex, sub[sub.startIndex])
var m = a
m[1...2] = [1, 2, 3]
print(m, m.count)
m.replaceSubrange(0..<1, with: [])
print(m)
m.removeSubrange(m.index(m.startIndex, offsetBy: 2)...)
print(m)
print(a[...1], a[4...])
print(a.index(after: 2), a.index(before: 2), a.index(0, offsetBy: 3, limitedBy: 4) as Any, a.index(0, offsetBy: 9, limitedBy: 4) as Any)
let s = "abcdef"
let ss = s.dropFirst(2).prefix(3)
print(ss, type(of: ss), ss.count)
print(String(s.suffix(2)), s.prefix(0).isEmpty)
let r = 1...10
let rs = r.dropFirst(3).dropLast(3)
print(Array(rs), rs.first!, rs.last!)
var arr = Array(0..<5)
let tail = arr[2...]
arr[2] = 99
print(tail, arr)
print(a.split(whereSeparator: { $0 == 30 }).map { $0.startIndex })

// expect: [10, 20] [50, 60] [50, 60] [10]
// expect: [10, 20, 30] [40, 50, 60]
// expect: 6 true
// expect: [30, 40, 50] 2 5 [2, 3, 4]
// expect: 40 30 50
// expect: 3 1
// expect: 3 40
// expect: [10, 1, 2, 3, 40, 50, 60] 7
// expect: [1, 2, 3, 40, 50, 60]
// expect: [1, 2]
// expect: [10, 20] [50, 60]
// expect: 3 1 Optional(3) nil
// expect: cde Substring 3
// expect: ef true
// expect: [4, 5, 6, 7] 4 7
// expect: [2, 3, 4] [0, 1, 99, 3, 4]
// expect: [0, 3]
