// App code style: run-length encoding and decoding of strings
func encode(_ input: String) -> String {
    var result = ""
    var current: Character? = nil
    var count = 0
    for ch in input {
        if ch == current {
            count += 1
        } else {
            if let c = current { result += "\(count)\(c)" }
            current = ch
            count = 1
        }
    }
    if let c = current { result += "\(count)\(c)" }
    return result
}

func decode(_ input: String) -> String {
    var result = ""
    var digits = ""
    for ch in input {
        if ch.isNumber {
            digits.append(ch)
        } else {
            result += String(repeating: String(ch), count: Int(digits) ?? 1)
            digits = ""
        }
    }
    return result
}

let samples = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "aabcccccaaa", "", "xyz", "🙂🙂🙂!"]
for s in samples {
    let e = encode(s)
    let d = decode(e)
    print("\"\(e)\" roundtrip=\(d == s)")
}
func runs<T: Equatable>(_ items: [T]) -> [(T, Int)] {
    items.reduce(into: [(T, Int)]()) { acc, x in
        if let last = acc.last, last.0 == x {
            acc[acc.count - 1].1 += 1
        } else {
            acc.append((x, 1))
        }
    }
}
for (value, n) in runs([1, 1, 2, 3, 3, 3, 1]) {
    print("\(value) x\(n)")
}
print(runs(Array("mississippi")).map { "\($0.0)\($0.1)" }.joined())
// expect: "12W1B12W3B24W1B14W" roundtrip=true
// expect: "2a1b5c3a" roundtrip=true
// expect: "" roundtrip=true
// expect: "1x1y1z" roundtrip=true
// expect: "3🙂1!" roundtrip=true
// expect: 1 x2
// expect: 2 x1
// expect: 3 x3
// expect: 1 x1
// expect: m1i1s2i1s2i1p2i1
