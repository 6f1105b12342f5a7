// Swift book style: String.Index walking with index(after:), index(before:), offsetBy and indices
let greeting = "Guten Tag!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(after: greeting.startIndex)])
let index = greeting.index(greeting.startIndex, offsetBy: 7)
print(greeting[index])

for i in greeting.indices {
    print("\(greeting[i]) ", terminator: "")
}
print("")

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

let hello = "Hello, world!"
let commaIndex = hello.firstIndex(of: ",") ?? hello.endIndex
let beginning = hello[..<commaIndex]
let newString = String(beginning)
print(newString, beginning.count)
if let limited = hello.index(hello.startIndex, offsetBy: 20, limitedBy: hello.endIndex) {
    print("got \(hello[limited])")
} else {
    print("offset 20 is past the end")
}
print(hello.distance(from: hello.startIndex, to: commaIndex))
// expect: G
// expect: !
// expect: u
// expect: a
// expect: G u t e n   T a g ! 
// expect: hello!
// expect: hello there!
// expect: hello there
// expect: hello
// expect: Hello 5
// expect: offset 20 is past the end
// expect: 5
