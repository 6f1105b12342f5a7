// Class: crash (found by obsfuzz: `str.index(str.endIndex, offsetBy: 5, limitedBy: str.startIndex)` trapped inside
// ObsKit, in String.index(_:offsetBy:limitedBy:)). A limit behind the start, in the direction of travel, does not stop
// the move, so moving past the end traps; swiftc 6.3.1 on this machine traps the same way ("Fatal error: String index
// is out of bounds"); ObsREPL stops the script with that error, the session intact. The lines before it are swiftc's
// output (a limit ahead gives nil when passed; a limit behind is ignored).
let s = "Hello"
let i = s.index(s.startIndex, offsetBy: 2)
print(s.index(i, offsetBy: 3, limitedBy: s.startIndex).map { s.distance(from: s.startIndex, to: $0) } as Any)
print(s.index(i, offsetBy: -2, limitedBy: s.endIndex).map { s.distance(from: s.startIndex, to: $0) } as Any)
print(s.index(i, offsetBy: 0, limitedBy: s.startIndex).map { s.distance(from: s.startIndex, to: $0) } as Any)
print(s.index(i, offsetBy: 3, limitedBy: i).map { s.distance(from: s.startIndex, to: $0) } as Any)
print(s.index(s.endIndex, offsetBy: 5, limitedBy: s.startIndex) as Any)
// expect: Optional(5)
// expect: Optional(0)
// expect: Optional(2)
// expect: nil
// expect-error: String index is out of bounds
