// Blog style (Array(utf8)): byte-level manipulation of ASCII text
let word = "Hello"
var bytes = Array(word.utf8)
print(bytes)
for i in bytes.indices where bytes[i] >= 97 && bytes[i] <= 122 {
    bytes[i] -= 32
}
print(String(decoding: bytes, as: UTF8.self))
let hex = bytes.map { b -> String in
    let h = String(b, radix: 16)
    return h.count == 1 ? "0" + h : h
}.joined(separator: " ")
print(hex)
let utf16 = Array("Añ😀".utf16)
print(utf16.map { String($0, radix: 16) })
let xorKey: UInt8 = 0x2A
let scrambled = "secret".utf8.map { $0 ^ xorKey }
print(scrambled)
print(String(decoding: scrambled.map { $0 ^ xorKey }, as: UTF8.self))
print("abc".utf8.reduce(0) { $0 &* 31 &+ Int($1) })
// expect: [72, 101, 108, 108, 111]
// expect: HELLO
// expect: 48 45 4c 4c 4f
// expect: ["41", "f1", "d83d", "de00"]
// expect: [89, 79, 73, 88, 79, 94]
// expect: secret
// expect: 96354
