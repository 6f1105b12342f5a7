// Compiler test style: ArraySlice keeps the base array's indices after dropFirst and nested slicing
let a = [10, 20, 30, 40, 50, 60, 70]
let s = a.dropFirst(2)
print(s.startIndex, s.endIndex, s.count)
print(s[2], s[6])
print(s.first!, s.indices.map { $0 })
let t = s[3..<6]
print(t.startIndex, t.endIndex, Array(t))
let u = t.dropLast()
print(u.startIndex, u.endIndex, u[4])
print(s.firstIndex(of: 50)!, a.firstIndex(of: 50)!)
let e = s.enumerated().map { "\($0.offset):\($0.element)" }
print(e)
print(zip(s.indices, s).map { "\($0)=\($1)" }.joined(separator: " "))
var m = a[1...4]
m[2] = 999
print(Array(m), a[2])
m.append(5)
print(m.startIndex, m.endIndex, Array(m))
let again = Array(s)
print(again.startIndex, again[0])
let mid = a[2..<5]
print(mid.index(mid.startIndex, offsetBy: 2), mid.distance(from: mid.startIndex, to: mid.endIndex))
let sp = [1, 0, 2, 3, 0, 4].split(separator: 0)
print(sp.map { $0.startIndex }, sp.map { Array($0) })
let last = sp.last!
print(last.first!, last.startIndex)
let emptyTail = a.suffix(0)
print(emptyTail.startIndex, emptyTail.isEmpty)
print(a.prefix(upTo: 3).endIndex, a.suffix(from: 5).startIndex)

// expect: 2 7 5
// expect: 30 70
// expect: 30 [2, 3, 4, 5, 6]
// expect: 3 6 [40, 50, 60]
// expect: 3 5 50
// expect: 4 4
// expect: ["0:30", "1:40", "2:50", "3:60", "4:70"]
// expect: 2=30 3=40 4=50 5=60 6=70
// expect: [20, 999, 40, 50] 30
// expect: 1 6 [20, 999, 40, 50, 5]
// expect: 0 30
// expect: 4 3
// expect: [0, 2, 5] [[1], [2, 3], [4]]
// expect: 4 5
// expect: 7 true
// expect: 3 5
