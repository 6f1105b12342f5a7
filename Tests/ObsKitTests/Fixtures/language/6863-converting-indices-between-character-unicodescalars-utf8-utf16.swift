// Swift book style (index views): converting indices between the character, unicodeScalars, utf8 and utf16 views
let text = "naïve café 🍰!"

if let cIndex = text.firstIndex(of: "c") {
    let utf8Offset = text.utf8.distance(from: text.utf8.startIndex, to: cIndex)
    let utf16Offset = cIndex.utf16Offset(in: text)
    let charOffset = text.distance(from: text.startIndex, to: cIndex)
    print("c at char \(charOffset), utf8 \(utf8Offset), utf16 \(utf16Offset)")
}

let cake = text.firstIndex(of: "🍰")!
print(text.distance(from: text.startIndex, to: cake), cake.utf16Offset(in: text))
let afterCake = text.index(after: cake)
print(text.utf8.distance(from: cake, to: afterCake), text.utf16.distance(from: cake, to: afterCake))
print(text[afterCake...])

let fromUTF16 = String.Index(utf16Offset: 6, in: text)
print(text[fromUTF16...])

let scalarIndex = text.unicodeScalars.firstIndex(of: "ï")!
if let charIndex = scalarIndex.samePosition(in: text) {
    print("scalar maps to character:", text[charIndex])
}

let decomposed = "e\u{301}x"
let accent = decomposed.unicodeScalars.index(after: decomposed.unicodeScalars.startIndex)
print(accent.samePosition(in: decomposed) == nil)
print(decomposed.unicodeScalars[accent].value)

let utf8Start = text.utf8.index(text.utf8.startIndex, offsetBy: 2)
print(text.utf8[utf8Start], utf8Start.samePosition(in: text) != nil)
let utf8Mid = text.utf8.index(after: utf8Start)
print(utf8Mid.samePosition(in: text) == nil)

var positions: [Int] = []
var i = text.startIndex
while let space = text[i...].firstIndex(of: " ") {
    positions.append(text.distance(from: text.startIndex, to: space))
    i = text.index(after: space)
}
print("spaces at", positions)
let words = text.split(separator: " ")
for w in words {
    print(w, text.distance(from: text.startIndex, to: w.startIndex), w.utf8.count)
}
print(text.indices.count, text.unicodeScalars.indices.count, text.utf8.indices.count)

// expect: c at char 6, utf8 7, utf16 6
// expect: 11 11
// expect: 4 2
// expect: !
// expect: café 🍰!
// expect: scalar maps to character: ï
// expect: true
// expect: 769
// expect: 195 true
// expect: true
// expect: spaces at [5, 10]
// expect: naïve 0 6
// expect: café 6 5
// expect: 🍰! 11 5
// expect: 13 13 18
