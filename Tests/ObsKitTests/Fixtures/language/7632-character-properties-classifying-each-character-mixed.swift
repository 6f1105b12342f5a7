// Blog style (Character properties): classifying each character of a mixed string
let sample = "Hi 5x! Ω\t9"
for ch in sample {
    var tags: [String] = []
    if ch.isLetter { tags.append("letter") }
    if ch.isNumber { tags.append("number") }
    if ch.isWhitespace { tags.append("space") }
    if ch.isUppercase { tags.append("upper") }
    if ch.isLowercase { tags.append("lower") }
    if ch.isPunctuation { tags.append("punct") }
    let shown = ch.isWhitespace ? "\\s" : String(ch)
    print("\(shown): \(tags.joined(separator: ","))")
}
let letters = sample.filter { $0.isLetter }
print("letters only: \(letters)")
print("count of digits: \(sample.filter(\.isNumber).count)")
// expect: H: letter,upper
// expect: i: letter,lower
// expect: \s: space
// expect: 5: number
// expect: x: letter,lower
// expect: !: punct
// expect: \s: space
// expect: Ω: letter,upper
// expect: \s: space
// expect: 9: number
// expect: letters only: HixΩ
// expect: count of digits: 2
