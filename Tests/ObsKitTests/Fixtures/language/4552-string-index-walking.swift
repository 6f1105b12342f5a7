// Swift book style: walking a string with String.Index
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

var i = greeting.startIndex
var steps = 0
while i != greeting.endIndex {
    if greeting[i] == " " {
        print("space at offset", greeting.distance(from: greeting.startIndex, to: i))
    }
    i = greeting.index(after: i)
    steps += 1
}
print("steps:", steps)

var j = greeting.endIndex
var backwards = ""
while j > greeting.startIndex {
    j = greeting.index(before: j)
    backwards.append(greeting[j])
}
print(backwards)

if let limited = greeting.index(greeting.startIndex, offsetBy: 20, limitedBy: greeting.endIndex) {
    print("found", greeting[limited])
} else {
    print("offset 20 is out of range")
}
if let ok = greeting.index(greeting.startIndex, offsetBy: 4, limitedBy: greeting.endIndex) {
    print("offset 4 is", greeting[ok])
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

let word = "character"
if let first = word.firstIndex(of: "a") {
    print("first a at", word.distance(from: word.startIndex, to: first))
}
if let last = word.lastIndex(of: "a") {
    print("last a at", word.distance(from: word.startIndex, to: last))
}
if let t = word.firstIndex(where: { $0 == "t" }) {
    print("prefix before t:", word[..<t])
    print("from t:", word[t...])
}

func charAt(_ s: String, _ n: Int) -> Character? {
    guard n >= 0, n < s.count else { return nil }
    return s[s.index(s.startIndex, offsetBy: n)]
}
print(charAt("swift", 2) ?? "-", charAt("swift", 9) ?? "-")

let cafe = "café"
print(cafe.count, cafe.utf8.count)
let e = cafe.index(cafe.startIndex, offsetBy: 3)
print(cafe[e], cafe[e...])

// expect: G
// expect: !
// expect: u
// expect: a
// expect: G u t e n   T a g ! 
// expect: space at offset 5
// expect: steps: 10
// expect: !gaT netuG
// expect: offset 20 is out of range
// expect: offset 4 is n
// expect: hello!
// expect: hello there!
// expect: hello there
// expect: hello
// expect: first a at 2
// expect: last a at 4
// expect: prefix before t: charac
// expect: from t: ter
// expect: i -
// expect: 4 5
// expect: é é
