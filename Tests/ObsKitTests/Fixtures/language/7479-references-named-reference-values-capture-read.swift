// RegexBuilder style (references): named Reference values with Capture(as:) read back via match[ref]
import RegexBuilder

let userRef = Reference(Substring.self)
let ageRef = Reference(Int.self)
let emailRef = Reference(Substring.self)

let record = Regex {
    "user:"
    Capture(as: userRef) {
        OneOrMore(.word)
    }
    ";"
    OneOrMore(.whitespace)
    "age:"
    TryCapture(as: ageRef) {
        OneOrMore(.digit)
    } transform: { Int($0) }
    ";"
    OneOrMore(.whitespace)
    "email:"
    Capture(as: emailRef) {
        OneOrMore(.word)
        "@"
        OneOrMore(.word)
        OneOrMore {
            "."
            OneOrMore(.word)
        }
    }
}

let lines = [
    "user:ada; age:36; email:ada@math.org.uk",
    "user:linus;  age:54; email:linus@kernel.org",
    "user:?? ; age:1; email:x@y.z",
    "user:grace; age:85; email:grace@navy",
]

var ages: [Substring: Int] = [:]
for line in lines {
    if let m = line.firstMatch(of: record) {
        print("\(m[userRef]) is \(m[ageRef]), mail \(m[emailRef])")
        ages[m[userRef]] = m[ageRef]
    } else {
        print("no match in: \(line)")
    }
}
let oldest = ages.max { $0.value < $1.value }!
print("oldest: \(oldest.key) (\(oldest.value))")
let m = lines[0].wholeMatch(of: record)!
print(type(of: m.output.2), m.output.2 + 1)
// expect: ada is 36, mail ada@math.org.uk
// expect: linus is 54, mail linus@kernel.org
// expect: no match in: user:?? ; age:1; email:x@y.z
// expect: no match in: user:grace; age:85; email:grace@navy
// expect: oldest: linus (54)
// expect: Int 37
