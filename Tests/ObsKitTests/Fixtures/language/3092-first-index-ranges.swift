// Compiler test style: firstIndex(of:), lastIndex(of:), range slicing and replaceSubrange
var s = "key=value=more"
if let eq = s.firstIndex(of: "=") {
  print(s[..<eq])
  print(s[s.index(after: eq)...])
}
if let last = s.lastIndex(of: "=") {
  print(s[s.index(after: last)...])
}
print(s.firstIndex(of: "#") == nil)

if let r = s.firstIndex(of: "v") {
  let end = s.index(r, offsetBy: 5)
  s.replaceSubrange(r..<end, with: "VALUE")
}
print(s)

if let i = s.firstIndex(where: { $0.isUppercase }) {
  s.insert(contentsOf: "<<", at: i)
}
print(s)
s.removeSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 4))
print(s)
let removed = s.remove(at: s.startIndex)
print(removed, s)
// expect: key
// expect: value=more
// expect: more
// expect: true
// expect: key=VALUE=more
// expect: key=<<VALUE=more
// expect: <<VALUE=more
// expect: < <VALUE=more
