// Apple docs style (String.UTF8View / UTF16View): looking at the code units behind a string
let flowers = "Flowers 💐"
print(Array(flowers.utf8))
print(Array(flowers.utf16))
print(flowers.count, flowers.utf8.count, flowers.utf16.count)

// Iterating code units
for v in "Hé".utf8 {
    print(v, terminator: v < 128 ? "," : ";")
}
print("end")

// Converting indices between views
let cafe = "Café au lait"
if let spaceIdx = cafe.utf8.firstIndex(of: 32) {
    print(cafe[..<spaceIdx])
    print(cafe.utf8.distance(from: cafe.utf8.startIndex, to: spaceIdx))
}

// Surrogate pairs in UTF-16
let emoji = "😀"
for unit in emoji.utf16 {
    print(String(unit, radix: 16), UTF16.isLeadSurrogate(unit), UTF16.isTrailSurrogate(unit))
}

// Decoding UTF-8 bytes back into a String
let bytes: [UInt8] = [0x53, 0x77, 0x69, 0x66, 0x74, 0x20, 0xE2, 0x9D, 0xA4]
let decoded = String(decoding: bytes, as: UTF8.self)
print(decoded, decoded.count)

// Invalid bytes become replacement characters
let bad: [UInt8] = [0x61, 0xFF, 0x62]
let repaired = String(decoding: bad, as: UTF8.self)
print(repaired, repaired.unicodeScalars.map { $0.value })

// A simple checksum over UTF-8 bytes
func checksum(_ s: String) -> UInt8 {
    s.utf8.reduce(0, &+)
}
print(checksum("abc"), checksum("hello world"))

// Counting bytes per character
for ch in "aé€😀" {
    print(ch, String(ch).utf8.count, String(ch).utf16.count)
}

// UTF-16 offsets (like NSString lengths)
let mixed = "x😀y"
let yIndex = mixed.firstIndex(of: "y")!
print("utf16 offset of y:", mixed.utf16.distance(from: mixed.utf16.startIndex, to: yIndex))

// expect: [70, 108, 111, 119, 101, 114, 115, 32, 240, 159, 146, 144]
// expect: [70, 108, 111, 119, 101, 114, 115, 32, 55357, 56464]
// expect: 9 12 10
// expect: 72,195;169;end
// expect: Café
// expect: 5
// expect: d83d true false
// expect: de00 false true
// expect: Swift ❤ 7
// expect: a�b [97, 65533, 98]
// expect: 38 92
// expect: a 1 1
// expect: é 2 1
// expect: € 3 1
// expect: 😀 4 2
// expect: utf16 offset of y: 3
