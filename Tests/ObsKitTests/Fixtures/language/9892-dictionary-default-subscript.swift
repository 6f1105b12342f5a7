// Apple docs style (Dictionary): subscripts, updateValue and removal
var responseMessages = [200: "OK", 403: "Access forbidden", 404: "File not found", 500: "Internal server error"]

let httpResponseCodes = [200, 403, 301]
for code in httpResponseCodes {
    if let message = responseMessages[code] {
        print("Response \(code): \(message)")
    } else {
        print("Unknown response \(code)")
    }
}

responseMessages[301] = "Moved permanently"
print("301:", responseMessages[301] ?? "nil")

if let old = responseMessages.updateValue("Gone", forKey: 410) {
    print("replaced", old)
} else {
    print("410 was new; count now", responseMessages.count)
}
if let old = responseMessages.updateValue("Not Found", forKey: 404) {
    print("404 replaced old value:", old)
}

responseMessages[500] = nil
print("after nil assignment, has 500:", responseMessages[500] != nil)
let removed = responseMessages.removeValue(forKey: 403)
print("removeValue(403):", removed ?? "nil")
print("removeValue(999):", responseMessages.removeValue(forKey: 999) ?? "nil")

for code in responseMessages.keys.sorted() {
    print("  \(code) => \(responseMessages[code]!)")
}

let message = "hello world, hello swift"
var letterCounts: [Character: Int] = [:]
for ch in message where ch.isLetter {
    letterCounts[ch, default: 0] += 1
}
let top = letterCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(4)
for (ch, n) in top {
    print("letter \(ch): \(n)")
}

var groups: [String: [String]] = [:]
for word in ["apple", "avocado", "banana", "blueberry", "cherry"] {
    groups[String(word.first!), default: []].append(word)
}
for key in groups.keys.sorted() {
    print(key, groups[key]!)
}
print("default not stored:", groups["z", default: ["none"]], groups["z"] == nil)
print("isEmpty:", groups.isEmpty, "count:", groups.count)
if let idx = responseMessages.index(forKey: 200) {
    print("entry at index:", responseMessages[idx].key, responseMessages[idx].value)
}
// expect: Response 200: OK
// expect: Response 403: Access forbidden
// expect: Unknown response 301
// expect: 301: Moved permanently
// expect: 410 was new; count now 6
// expect: 404 replaced old value: File not found
// expect: after nil assignment, has 500: false
// expect: removeValue(403): Access forbidden
// expect: removeValue(999): nil
// expect:   200 => OK
// expect:   301 => Moved permanently
// expect:   404 => Not Found
// expect:   410 => Gone
// expect: letter l: 5
// expect: letter o: 3
// expect: letter e: 2
// expect: letter h: 2
// expect: a ["apple", "avocado"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: default not stored: ["none"] true
// expect: isEmpty: false count: 3
// expect: entry at index: 200 OK
