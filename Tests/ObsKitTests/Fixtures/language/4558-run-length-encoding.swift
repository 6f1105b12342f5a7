// App code style: run-length encoding and decoding of strings
func encode(_ s: String) -> String {
    var out = ""
    var current: Character? = nil
    var count = 0
    for c in s {
        if c == current {
            count += 1
        } else {
            if let cur = current {
                out += count > 1 ? "\(count)\(cur)" : String(cur)
            }
            current = c
            count = 1
        }
    }
    if let cur = current {
        out += count > 1 ? "\(count)\(cur)" : String(cur)
    }
    return out
}

func decode(_ s: String) -> String {
    var out = ""
    var number = 0
    for c in s {
        if let d = c.wholeNumberValue, c.isASCII {
            number = number * 10 + d
        } else {
            out += String(repeating: c, count: max(number, 1))
            number = 0
        }
    }
    return out
}

let inputs = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW",
              "AABCCCDEEEE", "", "X", "  hsqq qww  ", "aabbbcccc"]
for input in inputs {
    let e = encode(input)
    let d = decode(e)
    print("\"\(e)\"", d == input ? "roundtrip ok" : "MISMATCH")
}

struct Run: CustomStringConvertible {
    let char: Character
    let length: Int
    var description: String { "\(char)x\(length)" }
}

func runs<S: Sequence>(_ seq: S) -> [Run] where S.Element == Character {
    var result: [Run] = []
    for c in seq {
        if let last = result.last, last.char == c {
            result[result.count - 1] = Run(char: c, length: last.length + 1)
        } else {
            result.append(Run(char: c, length: 1))
        }
    }
    return result
}
print(runs("mississippi"))
let longest = runs("aaabbbbbccdddddddde").max { $0.length < $1.length }!
print("longest run:", longest)

func lookAndSay(_ s: String) -> String {
    runs(s).map { "\($0.length)\($0.char)" }.joined()
}
var term = "1"
for _ in 0..<8 {
    print(term)
    term = lookAndSay(term)
}

let compressed = runs("aaaaabbbcdddd").map { run -> String in
    run.length >= 3 ? "[\(run.length)\(run.char)]" : String(repeating: run.char, count: run.length)
}.joined()
print(compressed)

let rebuilt = runs("zzzyyx").reduce(into: "") { acc, run in
    acc += String(repeating: String(run.char).uppercased(), count: run.length)
}
print(rebuilt)

// expect: "12WB12W3B24WB14W" roundtrip ok
// expect: "2AB3CD4E" roundtrip ok
// expect: "" roundtrip ok
// expect: "X" roundtrip ok
// expect: "2 hs2q q2w2 " roundtrip ok
// expect: "2a3b4c" roundtrip ok
// expect: [mx1, ix1, sx2, ix1, sx2, ix1, px2, ix1]
// expect: longest run: dx8
// expect: 1
// expect: 11
// expect: 21
// expect: 1211
// expect: 111221
// expect: 312211
// expect: 13112221
// expect: 1113213211
// expect: [5a][3b]c[4d]
// expect: ZZZYYX
