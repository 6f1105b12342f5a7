// Strings and Characters: String.Index navigation, offsets, firstIndex, inserting and removing at indices.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let greeting = "Guten Tag!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(after: greeting.startIndex)])
let index = greeting.index(greeting.startIndex, offsetBy: 7)
print(greeting[index])
for i in greeting.indices where greeting[i].isUppercase {
    print("capital \(greeting[i]) at offset \(greeting.distance(from: greeting.startIndex, to: i))")
}
var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
welcome.remove(at: welcome.index(before: welcome.endIndex))
print(welcome)
let range = welcome.index(welcome.endIndex, offsetBy: -6)..<welcome.endIndex
welcome.removeSubrange(range)
print(welcome)
let path = "docs/guide/intro.md"
if let slash = path.lastIndex(of: "/"), let dot = path.firstIndex(of: ".") {
    print(path[path.index(after: slash)..<dot], path[dot...])
}
print(greeting.index(greeting.startIndex, offsetBy: 20, limitedBy: greeting.endIndex) == nil)
let emoji = "a🐶b"
let second = emoji.index(after: emoji.startIndex)
print(emoji[second], emoji.utf8.distance(from: emoji.utf8.startIndex, to: emoji.index(after: second)))
var code = "ABCDEF"
code.replaceSubrange(code.index(code.startIndex, offsetBy: 2)..<code.index(code.startIndex, offsetBy: 4), with: "--")
print(code)
print(greeting.firstIndex(of: "z") == nil, greeting.firstIndex(where: { $0 == " " }).map { greeting.distance(from: greeting.startIndex, to: $0) } as Any)

// expect: G
// expect: !
// expect: u
// expect: a
// expect: capital G at offset 0
// expect: capital T at offset 6
// expect: hello there!
// expect: hello there
// expect: hello
// expect: intro .md
// expect: true
// expect: 🐶 5
// expect: AB--EF
// expect: true Optional(5)
