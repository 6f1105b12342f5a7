// Building strings: reserveCapacity, append(contentsOf:), +=, write(to:), TextOutputStream targets, join vs reduce
var s = ""
s.reserveCapacity(64)
print(s.isEmpty, s.count)
s.append("abc")
s.append(contentsOf: "def")
s.append(contentsOf: ["g", "h"] as [Character])
s += "ij"
s.append(Character("k"))
s.append(contentsOf: "xyz".dropFirst())
print(s, s.count)
s.insert("-", at: s.index(s.startIndex, offsetBy: 3))
s.insert(contentsOf: "++", at: s.endIndex)
print(s)
s.removeSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 4))
print(s)
s.replaceSubrange(s.startIndex..<s.index(after: s.startIndex), with: "DD")
print(s, s.removeLast(), s.removeFirst(), s)

struct Indenter: TextOutputStream {
    var lines: [String] = []
    var level = 0
    var pending = ""
    mutating func write(_ string: String) {
        for ch in string {
            if ch == "\n" {
                lines.append(String(repeating: "  ", count: level) + pending)
                pending = ""
            } else {
                pending.append(ch)
            }
        }
    }
}
var ind = Indenter()
print("root", to: &ind)
ind.level = 1
print("child", 1, "x", separator: "|", to: &ind)
ind.level = 2
print("partial", terminator: "", to: &ind)
print(" finished", to: &ind)
ind.level = 0
debugPrint("quoted", to: &ind)
for l in ind.lines { print("[\(l)]") }

var out = ""
for i in 1...5 { print(i, terminator: i < 5 ? "," : "\n", to: &out) }
print(i: out)
func print(i: String) { Swift.print(i.replacingAll("\n", with: "\\n")) }
extension String {
    func replacingAll(_ a: Character, with b: String) -> String {
        var r = ""
        r.reserveCapacity(count)
        for c in self { if c == a { r += b } else { r.append(c) } }
        return r
    }
}
"a1b2".write(to: &out)
print(i: out)

let words = ["alpha", "beta", "gamma"]
let joined = words.joined(separator: ", ")
let reduced = words.reduce(into: "") { acc, w in
    if !acc.isEmpty { acc += ", " }
    acc += w
}
print(joined == reduced, joined)
var table = ""
for (i, w) in words.enumerated() {
    table += String(repeating: " ", count: 6 - w.count) + w + ":" + String(repeating: "*", count: i + 1) + "\n"
}
print(table, terminator: "")
var bytes: [UInt8] = []
bytes.append(contentsOf: "héllo".utf8)
print(bytes.count, String(decoding: bytes, as: UTF8.self))
var scalars = String.UnicodeScalarView()
scalars.append(contentsOf: [UnicodeScalar(72), UnicodeScalar(105)])
print(String(scalars), String(repeating: "ab", count: 3), String(repeating: Character("z"), count: 2))

// expect: true 0
// expect: abcdefghijkyz 13
// expect: abc-defghijkyz++
// expect: defghijkyz++
// expect: DDefghijkyz++ + D Defghijkyz+
// expect: [root]
// expect: [  child|1|x]
// expect: [    partial finished]
// expect: ["quoted"]
// expect: 1,2,3,4,5\n
// expect: 1,2,3,4,5\na1b2
// expect: true alpha, beta, gamma
// expect:  alpha:*
// expect:   beta:**
// expect:  gamma:***
// expect: 6 héllo
// expect: Hi ababab zz
