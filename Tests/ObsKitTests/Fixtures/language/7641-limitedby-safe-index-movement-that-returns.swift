// Blog style (limitedBy): safe index movement that returns nil past the end
let s = "abcdef"
func char(at n: Int, in str: String) -> Character? {
    guard n >= 0, let i = str.index(str.startIndex, offsetBy: n, limitedBy: str.endIndex), i < str.endIndex else {
        return nil
    }
    return str[i]
}
for n in [0, 3, 5, 6, 10, -1] {
    print(n, char(at: n, in: s).map { String($0) } ?? "nil")
}
let i = s.index(s.endIndex, offsetBy: -2, limitedBy: s.startIndex)
print(i.map { s[$0...] } ?? "none")
let j = s.index(s.startIndex, offsetBy: 3, limitedBy: s.index(s.startIndex, offsetBy: 2))
print(j == nil ? "stopped at limit" : "went past")
let k = s.index(s.startIndex, offsetBy: 2, limitedBy: s.index(s.startIndex, offsetBy: 2))
print(k.map { s.distance(from: s.startIndex, to: $0) } ?? -1)
// expect: 0 a
// expect: 3 d
// expect: 5 f
// expect: 6 nil
// expect: 10 nil
// expect: -1 nil
// expect: ef
// expect: stopped at limit
// expect: 2
