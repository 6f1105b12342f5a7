// Compiler test style: printing Substring, ArraySlice, Unicode scalars and string views
let s = "Hello, World"
let sub = s.prefix(5)
print(sub)
debugPrint(sub)
print(type(of: sub))
print([sub, s.suffix(5)])
print(String(sub) == "Hello")
let slice = [10, 20, 30, 40][1..<3]
print(slice)
debugPrint(slice)
print(slice.startIndex, slice.endIndex)
print(type(of: slice))
print(Array(slice))
let scalar: Unicode.Scalar = "A"
print(scalar, scalar.value)
debugPrint(scalar)
print(Array(s.utf8.prefix(3)))
print(Array(s.utf16.prefix(3)))
print(s.unicodeScalars.first as Any)
print(s.first as Any)
print(s.last as Any)
print(Array(s.lowercased().filter { $0.isLetter }))
print(s.split(separator: ",").map { $0.trimmingPrefix(" ") })
let chars = s.map { $0 }
print(chars.prefix(3))
print(String(s.reversed()))
print(s.dropFirst(7), s.dropLast(7))
// expect: Hello
// expect: "Hello"
// expect: Substring
// expect: ["Hello", "World"]
// expect: true
// expect: [20, 30]
// expect: ArraySlice([20, 30])
// expect: 1 3
// expect: ArraySlice<Int>
// expect: [20, 30]
// expect: A 65
// expect: "A"
// expect: [72, 101, 108]
// expect: [72, 101, 108]
// expect: Optional("H")
// expect: Optional("H")
// expect: Optional("d")
// expect: ["h", "e", "l", "l", "o", "w", "o", "r", "l", "d"]
// expect: ["Hello", "World"]
// expect: ["H", "e", "l"]
// expect: dlroW ,olleH
// expect: World Hello
