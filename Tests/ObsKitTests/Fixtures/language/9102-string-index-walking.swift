// string-index-walking
// expected output: swiftc 6.3.1 (Linux), run on this machine
let text = "Hello, Swift world"

let first = text[text.startIndex]
let last = text[text.index(before: text.endIndex)]
print(first, last)

let seventh = text.index(text.startIndex, offsetBy: 5)
print(text[seventh...])
print(text[..<seventh])

if let comma = text.firstIndex(of: ",") {
    let greeting = text[text.startIndex..<comma]
    print("greeting: \(greeting)")
    let rest = text[text.index(after: comma)...].drop(while: { $0 == " " })
    print("rest: \(rest)")
}

let limit = text.index(text.startIndex, offsetBy: 50, limitedBy: text.endIndex)
print(limit == nil ? "past end" : "ok")

var s = "abcdef"
s.insert("-", at: s.index(s.startIndex, offsetBy: 3))
print(s)
s.insert(contentsOf: "XY", at: s.endIndex)
print(s)
s.remove(at: s.startIndex)
print(s)
let r = s.index(s.startIndex, offsetBy: 1)..<s.index(s.startIndex, offsetBy: 3)
s.removeSubrange(r)
print(s)
s.replaceSubrange(s.startIndex..<s.index(after: s.startIndex), with: "ZZZ")
print(s)

func everyOther(_ str: String) -> String {
    var out = ""
    var i = str.startIndex
    while i < str.endIndex {
        out.append(str[i])
        i = str.index(i, offsetBy: 2, limitedBy: str.endIndex) ?? str.endIndex
    }
    return out
}
print(everyOther("0123456789"))
print(everyOther("αβγδε"))

let dist = text.distance(from: text.startIndex, to: text.firstIndex(of: "w")!)
print("w at \(dist)")
let words = text.split(separator: " ")
print(words.map { $0.count }, words.last!.uppercased())
print(text.hasPrefix("Hell"), text.hasSuffix("world"), text.contains("Swift"))
// expect: H d
// expect: , Swift world
// expect: Hello
// expect: greeting: Hello
// expect: rest: Swift world
// expect: past end
// expect: abc-def
// expect: abc-defXY
// expect: bc-defXY
// expect: bdefXY
// expect: ZZZdefXY
// expect: 02468
// expect: αγε
// expect: w at 8
// expect: [6, 5, 5] WORLD
// expect: true true true
