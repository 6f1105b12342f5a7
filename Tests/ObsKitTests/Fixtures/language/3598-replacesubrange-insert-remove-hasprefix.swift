// Swift book style: replaceSubrange, insert, remove, hasPrefix/hasSuffix on String
var greeting = "Hello, world"
if let w = greeting.firstIndex(of: "w") {
    greeting.replaceSubrange(w..<greeting.endIndex, with: "Swift")
}
print(greeting)
let start = greeting.startIndex
greeting.replaceSubrange(start..<greeting.index(start, offsetBy: 5), with: "Howdy")
print(greeting)
greeting.insert("!", at: greeting.endIndex)
greeting.insert(contentsOf: " there", at: greeting.index(greeting.startIndex, offsetBy: 5))
print(greeting)
let removed = greeting.remove(at: greeting.index(before: greeting.endIndex))
print(removed, greeting)
greeting.removeSubrange(greeting.startIndex..<greeting.index(greeting.startIndex, offsetBy: 7))
print(greeting)
print(greeting.hasPrefix("there"), greeting.hasSuffix("Swift"), greeting.hasPrefix(""))
print("".hasPrefix("a"), "abc".hasSuffix("abc"), "abc".hasSuffix("abcd"))
var arr = [1, 2, 3, 4, 5]
arr.replaceSubrange(1..<3, with: [20, 30, 40])
print(arr)
arr.replaceSubrange(0..<0, with: [0])
print(arr)
arr.replaceSubrange(2...4, with: EmptyCollection())
print(arr)
var t = "aXbXc"
while let x = t.firstIndex(of: "X") { t.replaceSubrange(x...x, with: "--") }
print(t)
var u = "mississippi"
while let r = u.firstIndex(of: "s") { u.replaceSubrange(r..<u.index(after: r), with: "S") }
print(u)
var word = "café"
print(word.hasSuffix("e\u{301}"), word.hasSuffix("é"))
word.removeLast()
print(word, word.count)

// expect: Hello, Swift
// expect: Howdy, Swift
// expect: Howdy there, Swift!
// expect: ! Howdy there, Swift
// expect: here, Swift
// expect: false true true
// expect: false true false
// expect: [1, 20, 30, 40, 4, 5]
// expect: [0, 1, 20, 30, 40, 4, 5]
// expect: [0, 1, 4, 5]
// expect: a--b--c
// expect: miSSiSSippi
// expect: true true
// expect: caf 3
