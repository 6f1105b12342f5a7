// Rosetta Code style (Run-length encoding): encode/decode strings with a generic run type and reduce(into:)
struct Run<T: Equatable>: CustomStringConvertible {
    let value: T
    var count: Int
    var description: String { "\(count)×\(value)" }
}
func runs<S: Sequence>(_ seq: S) -> [Run<S.Element>] where S.Element: Equatable {
    seq.reduce(into: []) { acc, x in
        if let last = acc.last, last.value == x {
            acc[acc.count - 1].count += 1
        } else {
            acc.append(Run(value: x, count: 1))
        }
    }
}
func encode(_ s: String) -> String {
    runs(s).map { "\($0.count)\($0.value)" }.joined()
}
func decode(_ s: String) -> String {
    var out = ""
    var num = 0
    for ch in s {
        if let d = ch.wholeNumberValue { num = num * 10 + d }
        else { out += String(repeating: ch, count: num); num = 0 }
    }
    return out
}
let input = "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW"
let enc = encode(input)
print(enc)
print(decode(enc) == input)
print(runs([1, 1, 2, 3, 3, 3, 1]))
print(runs("aabccc").map(\.description).joined(separator: ", "))
print(encode(""), decode("3a2b1c"), encode("abc"))
// expect: 12W1B12W3B24W1B14W
// expect: true
// expect: [2×1, 1×2, 3×3, 1×1]
// expect: 2×a, 1×b, 3×c
// expect:  aaabbc 1a1b1c
