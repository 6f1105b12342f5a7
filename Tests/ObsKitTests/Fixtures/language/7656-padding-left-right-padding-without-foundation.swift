// Blog style (padding): left and right padding without Foundation
func padLeft(_ s: String, to width: Int, with pad: Character = " ") -> String {
    let n = max(0, width - s.count)
    return String(repeating: pad, count: n) + s
}
func padRight(_ s: String, to width: Int, with pad: Character = " ") -> String {
    let n = max(0, width - s.count)
    return s + String(repeating: pad, count: n)
}
let rows = [("apple", 3), ("kiwi", 12), ("watermelon", 150), ("fig", 7)]
for (name, qty) in rows {
    print(padRight(name, to: 11, with: ".") + padLeft(String(qty), to: 5))
}
print(padLeft("42", to: 6, with: "0"))
print(padLeft("toolongvalue", to: 4))
print("[" + padRight("é", to: 3) + "]")
print("[" + padRight("👍🏽", to: 3) + "]")
let bin = String(13, radix: 2)
print(padLeft(bin, to: 8, with: "0"))
// expect: apple......    3
// expect: kiwi.......   12
// expect: watermelon.  150
// expect: fig........    7
// expect: 000042
// expect: toolongvalue
// expect: [é  ]
// expect: [👍🏽  ]
// expect: 00001101
