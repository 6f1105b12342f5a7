// Compiler test style: default Slice SubSequence of a custom Collection shares indices with its base
struct Letters: Collection {
  let text: [Character]
  init(_ s: String) { text = Array(s) }
  var startIndex: Int { 0 }
  var endIndex: Int { text.count }
  func index(after i: Int) -> Int { i + 1 }
  subscript(i: Int) -> Character { text[i] }
}

let l = Letters("abcdefgh")
let sl = l[2..<6]
print(type(of: sl) == Slice<Letters>.self)
print(sl.startIndex, sl.endIndex, String(sl))
print(sl[3], l[3])
let inner = sl[4...]
print(inner.startIndex, String(inner))
print(String(inner.base.prefix(2)))
print(sl.firstIndex(of: "e")!, l.firstIndex(of: "e")!)
let dropped = l.dropFirst(5)
print(dropped.startIndex, dropped.count, String(dropped))
print(String(l.prefix(while: { $0 < "d" })))
let parts = Letters("ab,cde,,f").split(separator: ",", omittingEmptySubsequences: false)
print(parts.count, parts.map { String($0) })
print(parts.map { $0.startIndex })
func describe<C: Collection>(_ c: C) -> String where C.Element == Character, C.Index == Int {
  "[\(c.startIndex),\(c.endIndex)) \(String(c))"
}
print(describe(l))
print(describe(sl))
print(describe(sl.dropFirst().dropLast()))
var idx = sl.startIndex
var acc = ""
while idx < sl.endIndex {
  acc.append(sl[idx])
  idx = sl.index(after: idx)
}
print(acc)

// expect: true
// expect: 2 6 cdef
// expect: d d
// expect: 4 ef
// expect: ab
// expect: 4 4
// expect: 5 3 fgh
// expect: abc
// expect: 4 ["ab", "cde", "", "f"]
// expect: [0, 3, 7, 8]
// expect: [0,8) abcdefgh
// expect: [2,6) cdef
// expect: [3,5) de
// expect: cdef
