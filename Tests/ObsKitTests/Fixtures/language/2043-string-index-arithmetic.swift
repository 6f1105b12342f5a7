// Compiler test style: String.Index arithmetic with firstIndex, lastIndex, index(_:offsetBy:) and ranges
let email = "john.smith@example.co.uk"
if let at = email.firstIndex(of: "@") {
    let user = email[..<at]
    let domain = email[email.index(after: at)...]
    print(user, domain)
    if let dot = domain.firstIndex(of: "."), let lastDot = domain.lastIndex(of: ".") {
        print(domain[..<dot], domain[domain.index(after: lastDot)...])
        print(domain.distance(from: dot, to: lastDot))
    }
}

let s = "Hello, Swift World"
let start = s.index(s.startIndex, offsetBy: 7)
let end = s.index(start, offsetBy: 5)
print(s[start..<end])
print(s[s.index(before: s.endIndex)])
print(s.distance(from: s.startIndex, to: start))
if let idx = s.index(s.startIndex, offsetBy: 100, limitedBy: s.endIndex) {
    print("got", s[idx])
} else {
    print("offset out of bounds")
}

let firstUpperAfterStart = s.dropFirst().firstIndex(where: { $0.isUppercase })!
print(s[firstUpperAfterStart...])
let lastSpace = s.lastIndex(of: " ")!
print(String(s[s.index(after: lastSpace)...]).count)

func middle(_ str: String) -> String {
    guard !str.isEmpty else { return "" }
    let mid = str.index(str.startIndex, offsetBy: (str.count - 1) / 2)
    return str.count % 2 == 0 ? String(str[mid...str.index(after: mid)]) : String(str[mid])
}
for w in ["abc", "abcd", "x", "", "café!"] {
    print("'\(middle(w))'")
}

var chars = "abcdef"
let i2 = chars.index(chars.startIndex, offsetBy: 2)
chars.insert("X", at: i2)
chars.remove(at: chars.startIndex)
print(chars)
chars.replaceSubrange(chars.index(chars.endIndex, offsetBy: -2)..., with: "!!")
print(chars)

// expect: john.smith example.co.uk
// expect: example uk
// expect: 3
// expect: Swift
// expect: d
// expect: 7
// expect: offset out of bounds
// expect: Swift World
// expect: 5
// expect: 'b'
// expect: 'bc'
// expect: 'x'
// expect: ''
// expect: 'f'
// expect: bXcdef
// expect: bXcd!!
