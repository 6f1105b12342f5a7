// App code style: Roman numerals with Character lookup tables
let values: [(Int, String)] = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]

func toRoman(_ n: Int) -> String {
    var n = n
    var out = ""
    for (v, sym) in values {
        while n >= v {
            out += sym
            n -= v
        }
    }
    return out
}

let charValue: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]

func fromRoman(_ s: String) -> Int? {
    var total = 0
    let chars = Array(s.uppercased())
    for i in chars.indices {
        guard let v = charValue[chars[i]] else { return nil }
        if i + 1 < chars.count, let next = charValue[chars[i + 1]], next > v {
            total -= v
        } else {
            total += v
        }
    }
    return total
}

for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999] {
    let r = toRoman(n)
    print(n, r, fromRoman(r)!)
}
print(fromRoman("mcmxc") ?? -1, fromRoman("ABC") ?? -1, fromRoman("") ?? -1)

func isValidRoman(_ s: String) -> Bool {
    guard let v = fromRoman(s), v > 0, v < 4000 else { return false }
    return toRoman(v) == s
}
for s in ["XIV", "IIII", "IC", "MMXXIV", "VX", "XLII"] {
    print(s, isValidRoman(s))
}

let lengths = (1...50).map { toRoman($0).count }
let maxLen = lengths.max()!
print("longest below 51:", (1...50).filter { toRoman($0).count == maxLen }.map { toRoman($0) })

func clockFace() -> String {
    (1...12).map { toRoman($0) }.joined(separator: " ")
}
print(clockFace())

let symbolCounts = (1...100).map(toRoman).joined().reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(symbolCounts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))

func romanAdd(_ a: String, _ b: String) -> String? {
    guard let x = fromRoman(a), let y = fromRoman(b) else { return nil }
    return toRoman(x + y)
}
print(romanAdd("XIV", "XXVI") ?? "?", romanAdd("MM", "CMXCIX") ?? "?", romanAdd("Q", "I") ?? "?")
print(["X", "IX", "XI", "C", "L"].sorted { fromRoman($0)! < fromRoman($1)! })

// expect: 1 I 1
// expect: 4 IV 4
// expect: 9 IX 9
// expect: 14 XIV 14
// expect: 40 XL 40
// expect: 90 XC 90
// expect: 400 CD 400
// expect: 1994 MCMXCIV 1994
// expect: 2024 MMXXIV 2024
// expect: 3999 MMMCMXCIX 3999
// expect: 1990 -1 0
// expect: XIV true
// expect: IIII false
// expect: IC false
// expect: MMXXIV true
// expect: VX false
// expect: XLII true
// expect: longest below 51: ["XXXVIII"]
// expect: I II III IV V VI VII VIII IX X XI XII
// expect: C11 I140 L50 V50 X150
// expect: XL MMCMXCIX ?
// expect: ["IX", "X", "XI", "L", "C"]
