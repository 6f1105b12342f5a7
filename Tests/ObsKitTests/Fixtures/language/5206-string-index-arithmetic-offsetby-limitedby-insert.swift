// Book style (Strings and Characters): string index arithmetic with offsetBy, limitedBy, insert and remove
var greeting = "Guten Tag!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(after: greeting.startIndex)])
let index = greeting.index(greeting.startIndex, offsetBy: 7)
print(greeting[index])

for i in greeting.indices where greeting[i] == "T" {
    print("T at offset \(greeting.distance(from: greeting.startIndex, to: i))")
}

if let far = greeting.index(greeting.startIndex, offsetBy: 20, limitedBy: greeting.endIndex) {
    print("found \(greeting[far])")
} else {
    print("offset 20 is out of bounds")
}

var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
print(welcome)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
welcome.remove(at: welcome.index(before: welcome.endIndex))
print(welcome)
let range = welcome.index(welcome.endIndex, offsetBy: -6)..<welcome.endIndex
welcome.removeSubrange(range)
print(welcome)

let message = "Hello, world!"
let comma = message.firstIndex(of: ",") ?? message.endIndex
let beginning = message[..<comma]
let newString = String(beginning)
print(newString, beginning.count)
let tail = message[message.index(after: comma)...].dropFirst()
print("[\(tail)]")
var reversedWords = message.split(separator: " ").map { String($0.reversed()) }
reversedWords.sort()
print(reversedWords.joined(separator: "|"))

// expect: G
// expect: !
// expect: u
// expect: a
// expect: T at offset 6
// expect: offset 20 is out of bounds
// expect: hello!
// expect: hello there!
// expect: hello there
// expect: hello
// expect: Hello 5
// expect: [world!]
// expect: !dlrow|,olleH
