// Compiler test style: behaviour of empty strings across the String API
let e = ""
print(e.isEmpty, e.count, e.startIndex == e.endIndex)
print(e.first == nil, e.last == nil)
print(e.uppercased().isEmpty, String(e.reversed()) == "")
print(e.split(separator: " ").isEmpty)
print(e + e == e, e.hasPrefix(e))
print([String]().joined(separator: ",").isEmpty)
print(["", "", ""].joined(separator: ",").count)
print(String(repeating: e, count: 10).isEmpty)
print(e.unicodeScalars.isEmpty, e.utf8.isEmpty, e.utf16.isEmpty)
print("[\(e)]", e.sorted().count)
var m = String()
m += ""
m.append(contentsOf: "")
print(m == e, m.dropFirst().isEmpty, m.prefix(0) == "")
print(e.min() == nil, e.contains(""))
// expect: true 0 true
// expect: true true
// expect: true true
// expect: true
// expect: true true
// expect: true
// expect: 2
// expect: true
// expect: true true true
// expect: [] 0
// expect: true true true
// expect: true true
