// Compiler test style: wholeNumberValue and hexDigitValue on various characters
let chars: [Character] = ["0", "7", "9", "a", "F", "x", "\u{0663}", "\u{2167}", "\u{00BD}"]
for c in chars {
  let whole = c.wholeNumberValue.map { String($0) } ?? "nil"
  let hex = c.hexDigitValue.map { String($0) } ?? "nil"
  print(c, whole, hex)
}

func digitSum(_ s: String) -> Int {
  return s.compactMap { $0.wholeNumberValue }.reduce(0, +)
}
print(digitSum("a1b2c3d4"))
print(digitSum("no digits"))
// expect: 0 0 0
// expect: 7 7 7
// expect: 9 9 9
// expect: a nil 10
// expect: F nil 15
// expect: x nil nil
// expect: ٣ 3 nil
// expect: Ⅷ 8 nil
// expect: ½ nil nil
// expect: 10
// expect: 0
