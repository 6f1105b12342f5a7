// Blog style (utf16 offsets): converting between Character and UTF-16 positions
let s = "a😀b🇺🇸c"
for (i, ch) in s.enumerated() {
    let idx = s.index(s.startIndex, offsetBy: i)
    let u16 = s.utf16.distance(from: s.utf16.startIndex, to: idx)
    let u8 = s.utf8.distance(from: s.utf8.startIndex, to: idx)
    print(i, ch, u16, u8)
}
let utf16Index = s.utf16.index(s.utf16.startIndex, offsetBy: 3)
if let charIndex = utf16Index.samePosition(in: s) {
    print("utf16 offset 3 is char", s[charIndex])
}
let mid = s.utf16.index(s.utf16.startIndex, offsetBy: 2)
print(mid.samePosition(in: s) == nil ? "inside a character" : "boundary")
print(s.utf16.first!, s.utf16.last!)
print(s.utf8.prefix(5).map { $0 })
// expect: 0 a 0 0
// expect: 1 😀 1 1
// expect: 2 b 3 5
// expect: 3 🇺🇸 4 6
// expect: 4 c 8 14
// expect: utf16 offset 3 is char b
// expect: inside a character
// expect: 97 99
// expect: [97, 240, 159, 152, 128]
