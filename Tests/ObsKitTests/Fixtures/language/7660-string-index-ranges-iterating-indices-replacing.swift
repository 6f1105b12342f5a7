// Blog style (String.Index ranges): iterating indices and replacing subranges
var str = "Hello, World"
if let comma = str.firstIndex(of: ",") {
    str.replaceSubrange(str.startIndex..<comma, with: "Goodbye")
}
print(str)
var i = str.startIndex
var positions: [Int] = []
while i < str.endIndex {
    if str[i] == "o" { positions.append(str.distance(from: str.startIndex, to: i)) }
    i = str.index(after: i)
}
print(positions)
for idx in str.indices.prefix(3) {
    print(str[idx], terminator: "-")
}
print()
let r = str.firstRange(of: "World")
print(r != nil)
str.insert("!", at: str.endIndex)
str.insert(contentsOf: "Oh, ", at: str.startIndex)
print(str)
str.remove(at: str.startIndex)
print(str)
str.removeSubrange(str.index(str.endIndex, offsetBy: -6)..<str.endIndex)
print(str)
// expect: Goodbye, World
// expect: [1, 2, 10]
// expect: G-o-o-
// expect: true
// expect: Oh, Goodbye, World!
// expect: h, Goodbye, World!
// expect: h, Goodbye, 
