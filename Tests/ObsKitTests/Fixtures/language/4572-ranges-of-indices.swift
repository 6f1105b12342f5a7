// App code style: finding substrings and working with Range<String.Index>
func findRange(of needle: String, in haystack: String, from start: String.Index? = nil) -> Range<String.Index>? {
    guard !needle.isEmpty else { return nil }
    var i = start ?? haystack.startIndex
    while i < haystack.endIndex {
        if haystack[i...].hasPrefix(needle) {
            return i..<haystack.index(i, offsetBy: needle.count)
        }
        i = haystack.index(after: i)
    }
    return nil
}

func allRanges(of needle: String, in haystack: String) -> [Range<String.Index>] {
    var result: [Range<String.Index>] = []
    var start = haystack.startIndex
    while let r = findRange(of: needle, in: haystack, from: start) {
        result.append(r)
        start = r.upperBound
    }
    return result
}

let text = "the theme of the thesis"
if let r = findRange(of: "the", in: text) {
    print(text[r], text.distance(from: text.startIndex, to: r.lowerBound))
}
let ranges = allRanges(of: "the", in: text)
print(ranges.count)
print(ranges.map { text.distance(from: text.startIndex, to: $0.lowerBound) })
print(findRange(of: "xyz", in: text) == nil)

var marked = ""
var cursor = text.startIndex
for r in ranges {
    marked += text[cursor..<r.lowerBound]
    marked += "[" + text[r].uppercased() + "]"
    cursor = r.upperBound
}
marked += text[cursor...]
print(marked)

func offsets(_ r: Range<String.Index>, in s: String) -> ClosedRange<Int> {
    let lo = s.distance(from: s.startIndex, to: r.lowerBound)
    let hi = s.distance(from: s.startIndex, to: r.upperBound) - 1
    return lo...hi
}
print(ranges.map { offsets($0, in: text) })

let email = "someone@example.com"
if let at = email.firstIndex(of: "@") {
    let user = email[email.startIndex..<at]
    let domain = email[email.index(after: at)...]
    print(user, domain)
    if let dot = domain.lastIndex(of: ".") {
        print("tld:", domain[domain.index(after: dot)...])
        print("host:", domain[..<dot])
    }
}

let s = "0123456789"
let lower = s.index(s.startIndex, offsetBy: 2)
let upper = s.index(s.startIndex, offsetBy: 6)
print(s[lower..<upper], s[lower...upper], s[..<lower], s[upper...])
let closed: ClosedRange<String.Index> = lower...upper
print(closed.contains(s.index(after: lower)), closed.contains(s.startIndex))
print(s[lower..<upper].count, (lower..<upper).isEmpty, (lower..<lower).isEmpty)

func between(_ s: String, _ open: Character, _ close: Character) -> [Substring] {
    var out: [Substring] = []
    var i = s.startIndex
    while let o = s[i...].firstIndex(of: open) {
        let afterOpen = s.index(after: o)
        guard let c = s[afterOpen...].firstIndex(of: close) else { break }
        out.append(s[afterOpen..<c])
        i = s.index(after: c)
    }
    return out
}
print(between("call f(x) then g(y, z) and h()", "(", ")"))
print(between("<a><bb><ccc", "<", ">"))

let template = "Hello {name}, you are {age}!"
var filled = template
let values = ["name": "Ada", "age": "36"]
while let open = filled.firstIndex(of: "{"), let close = filled[open...].firstIndex(of: "}") {
    let key = String(filled[filled.index(after: open)..<close])
    filled.replaceSubrange(open...close, with: values[key] ?? "?")
}
print(filled)

// expect: the 0
// expect: 4
// expect: [0, 4, 13, 17]
// expect: true
// expect: [THE] [THE]me of [THE] [THE]sis
// expect: [ClosedRange(0...2), ClosedRange(4...6), ClosedRange(13...15), ClosedRange(17...19)]
// expect: someone example.com
// expect: tld: com
// expect: host: example
// expect: 2345 23456 01 6789
// expect: true false
// expect: 4 false true
// expect: ["x", "y, z", ""]
// expect: ["a", "bb"]
// expect: Hello Ada, you are 36!
