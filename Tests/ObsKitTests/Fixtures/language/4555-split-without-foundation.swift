// App code style: splitting CSV-ish lines without Foundation
let line = "name,age,,city"
let parts = line.split(separator: ",")
print(parts.count, parts)
let keepEmpty = line.split(separator: ",", omittingEmptySubsequences: false)
print(keepEmpty.count, keepEmpty)
let limited = line.split(separator: ",", maxSplits: 1)
print(limited)

let sentence = "  the   quick brown\tfox  "
let words = sentence.split(whereSeparator: { $0 == " " || $0 == "\t" })
print(words.map { String($0) })

func components(_ s: String, separatedBy sep: String) -> [String] {
    var result: [String] = []
    var current = ""
    var i = s.startIndex
    while i < s.endIndex {
        if s[i...].hasPrefix(sep) {
            result.append(current)
            current = ""
            i = s.index(i, offsetBy: sep.count)
        } else {
            current.append(s[i])
            i = s.index(after: i)
        }
    }
    result.append(current)
    return result
}
print(components("a::b::::c", separatedBy: "::"))
print(components("no-sep", separatedBy: "::"))
print(components("::edge::", separatedBy: "::"))

func trim(_ s: Substring) -> Substring {
    var sub = s
    while let f = sub.first, f.isWhitespace { sub = sub.dropFirst() }
    while let l = sub.last, l.isWhitespace { sub = sub.dropLast() }
    return sub
}

let csv = """
id, name , score
1, Ada , 93
2,Grace,88
3,  Linus,71
"""
let rows = csv.split(separator: "\n")
let header = rows[0].split(separator: ",").map { String(trim($0)) }
print(header)
var total = 0
for row in rows.dropFirst() {
    let fields = row.split(separator: ",").map { trim($0) }
    let name = String(fields[1])
    let score = Int(fields[2]) ?? 0
    total += score
    print("\(name.padded(8))|\(score)")
}
print("total:", total)

extension String {
    func padded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: ".", count: width - count)
    }
}

let path = "/usr/local/lib/swift"
let segs = path.split(separator: "/")
print(segs.last ?? "", segs.count)
print(segs.dropLast().joined(separator: "/"))

let kv = "color=blue;size=large;empty=;flag"
var settings: [(String, String)] = []
for pair in kv.split(separator: ";") {
    let bits = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let key = String(bits[0])
    let value = bits.count > 1 ? String(bits[1]) : "(none)"
    settings.append((key, value))
}
for (k, v) in settings {
    print("\(k) => \(v)")
}
let lines = "one\ntwo\n\nfour".split(separator: "\n", omittingEmptySubsequences: false)
print(lines.enumerated().map { "\($0.offset):\($0.element)" }.joined(separator: " "))

// expect: 3 ["name", "age", "city"]
// expect: 4 ["name", "age", "", "city"]
// expect: ["name", "age,,city"]
// expect: ["the", "quick", "brown", "fox"]
// expect: ["a", "b", "", "c"]
// expect: ["no-sep"]
// expect: ["", "edge", ""]
// expect: ["id", "name", "score"]
// expect: Ada.....|93
// expect: Grace...|88
// expect: Linus...|71
// expect: total: 252
// expect: swift 4
// expect: usr/local/lib
// expect: color => blue
// expect: size => large
// expect: empty => 
// expect: flag => (none)
// expect: 0:one 1:two 2: 3:four
