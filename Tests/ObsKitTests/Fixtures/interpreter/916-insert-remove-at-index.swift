// Changing a string at indices: insert(_:at:), insert(contentsOf:at:), remove(at:) and removeSubrange.
// Expected output: swiftc 6.3.1 on this machine.
var code = "ABCDEF"
code.insert("-", at: code.index(code.startIndex, offsetBy: 3))
print(code)
code.insert(contentsOf: ">> ", at: code.startIndex)
print(code)
let removed = code.remove(at: code.index(before: code.endIndex))
print(removed, code)
let start = code.startIndex
code.removeSubrange(start..<code.index(start, offsetBy: 3))
print(code)
var tag = "draft"
tag.insert("#", at: tag.startIndex)
tag.insert(contentsOf: "-v2", at: tag.endIndex)
print(tag, tag.count)

// expect: ABC-DEF
// expect: >> ABC-DEF
// expect: F >> ABC-DE
// expect: ABC-DE
// expect: #draft-v2 9
