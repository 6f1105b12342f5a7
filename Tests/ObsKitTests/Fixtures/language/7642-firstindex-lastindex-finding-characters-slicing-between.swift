// Blog style (firstIndex/lastIndex): finding characters and slicing between them
let path = "usr/local/lib/swift/linux"
if let firstSlash = path.firstIndex(of: "/"), let lastSlash = path.lastIndex(of: "/") {
    print("head:", path[..<firstSlash])
    print("middle:", path[path.index(after: firstSlash)..<lastSlash])
    print("tail:", path[path.index(after: lastSlash)...])
}
let email = "someone@example.org"
if let at = email.firstIndex(of: "@") {
    let user = email[..<at]
    let domain = email[email.index(after: at)...]
    print(user, domain, separator: " | ")
    print("at offset:", email.distance(from: email.startIndex, to: at))
}
let firstVowel = "rhythm and blues".firstIndex { "aeiou".contains($0) }
if let v = firstVowel {
    print("first vowel at", "rhythm and blues".distance(from: "rhythm and blues".startIndex, to: v))
}
print("zzz".firstIndex(of: "a") == nil)
// expect: head: usr
// expect: middle: local/lib/swift
// expect: tail: linux
// expect: someone | example.org
// expect: at offset: 7
// expect: first vowel at 7
// expect: true
