// Compiler test style (stdlib): String replaceSubrange/insert(contentsOf:at:)/removeFirst/removeLast/remove(at:)/case mapping
var message = "Good morning, team"
let morning = message.firstIndex(of: "z")
print(morning == nil)

let startOfWord = message.index(message.startIndex, offsetBy: 5)
let endOfWord = message.index(startOfWord, offsetBy: 7)
message.replaceSubrange(startOfWord..<endOfWord, with: "evening")
print(message)

message.insert(contentsOf: "dear ", at: message.index(message.endIndex, offsetBy: -4))
print(message)
message.insert("!", at: message.endIndex)
print(message)

let firstChar = message.removeFirst()
let lastChar = message.removeLast()
print(firstChar, lastChar, message)
message.removeFirst(4)
message.removeLast(5)
print("[\(message)]")

let removedAt = message.remove(at: message.startIndex)
print(removedAt, message)

var code = "abc-DEF-ghi"
print(code.uppercased(), code.lowercased())
code.removeAll(where: { $0 == "-" })
print(code, code.count)
code.append("!")
code.append(contentsOf: "??")
print(code)
code.replaceSubrange(code.startIndex...code.index(after: code.startIndex), with: "XY")
print(code)

var padded = String(repeating: "ab", count: 3)
padded += String(repeating: Character("-"), count: 4)
print(padded, padded.count)
print(String(padded.reversed()))
print(String("racecar".reversed()) == "racecar")

var spaces = "  trim me  "
while spaces.first == " " { spaces.removeFirst() }
while spaces.last == " " { spaces.removeLast() }
print("<\(spaces)>", spaces.isEmpty, "".isEmpty)

// expect: true
// expect: Good evening, team
// expect: Good evening, dear team
// expect: Good evening, dear team!
// expect: G ! ood evening, dear team
// expect: [evening, dear]
// expect: e vening, dear
// expect: ABC-DEF-GHI abc-def-ghi
// expect: abcDEFghi 9
// expect: abcDEFghi!??
// expect: XYcDEFghi!??
// expect: ababab---- 10
// expect: ----bababa
// expect: true
// expect: <trim me> false true
