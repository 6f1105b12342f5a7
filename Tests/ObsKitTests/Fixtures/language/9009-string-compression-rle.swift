// String compression (run-length encoding), decoding, and in-place style char array compression
// expected output: swiftc 6.3.1 (Linux), run on this machine
func compress(_ s: String) -> String {
    guard var current = s.first else { return s }
    var result = ""
    var count = 0
    for ch in s {
        if ch == current {
            count += 1
        } else {
            result += "\(current)\(count)"
            current = ch
            count = 1
        }
    }
    result += "\(current)\(count)"
    return result.count < s.count ? result : s
}

func decode(_ encoded: String) -> String {
    var output = ""
    var pendingChar: Character?
    var digits = ""
    func flush() {
        if let c = pendingChar, let n = Int(digits) {
            output += String(repeating: c, count: n)
        }
    }
    for ch in encoded {
        if ch.isNumber {
            digits.append(ch)
        } else {
            flush()
            pendingChar = ch
            digits = ""
        }
    }
    flush()
    return output
}

func compressChars(_ chars: inout [Character]) -> Int {
    var write = 0, read = 0
    while read < chars.count {
        let c = chars[read]
        var run = 0
        while read < chars.count && chars[read] == c { read += 1; run += 1 }
        chars[write] = c; write += 1
        if run > 1 {
            for d in String(run) { chars[write] = d; write += 1 }
        }
    }
    return write
}

for input in ["aabcccccaaa", "abc", "", "zzzzzzzzzzzz", "aabb"] {
    print("\"\(input)\" -> \"\(compress(input))\"")
}
print(decode("a2b1c5a3"))
print(decode("x12y1"))

var chars: [Character] = Array("aabbbcccccccccccd")
let newLength = compressChars(&chars)
print(newLength, String(chars[0..<newLength]))

let roundTrip = ["wwwwbbbw", "qqqqqqqqqqqqqqq"].allSatisfy { decode(compress($0)) == $0 }
print("round trip ok: \(roundTrip)")
// expect: "aabcccccaaa" -> "a2b1c5a3"
// expect: "abc" -> "abc"
// expect: "" -> ""
// expect: "zzzzzzzzzzzz" -> "z12"
// expect: "aabb" -> "aabb"
// expect: aabcccccaaa
// expect: xxxxxxxxxxxxy
// expect: 8 a2b3c11d
// expect: round trip ok: true
