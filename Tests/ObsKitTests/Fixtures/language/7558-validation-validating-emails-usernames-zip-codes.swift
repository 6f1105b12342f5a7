// Tutorial style (validation): validating emails, usernames and zip codes with regex and CharacterSet
import Foundation

func isValidEmail(_ s: String) -> Bool {
    let pattern = #"^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$"#
    return s.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
}

func isValidUsername(_ s: String) -> Bool {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_-"))
    guard (3...16).contains(s.count) else { return false }
    guard let first = s.unicodeScalars.first, CharacterSet.letters.contains(first) else { return false }
    return s.rangeOfCharacter(from: allowed.inverted) == nil
}

func isZip(_ s: String) -> Bool {
    return s.range(of: #"^\d{5}(-\d{4})?$"#, options: .regularExpression) != nil
}

let emails = ["a@b.co", "john.doe@example.com", "bad@", "no-at-sign.com", "UPPER@CASE.ORG", "x@y.z"]
for e in emails {
    print(e, isValidEmail(e) ? "ok" : "invalid")
}

let names = ["ok_name", "ab", "9lives", "good-one", "white space", "naïve", "toolongusername_123"]
for n in names {
    print(n.padding(toLength: 20, withPad: " ", startingAt: 0) + (isValidUsername(n) ? "yes" : "no"))
}

for z in ["12345", "12345-6789", "1234", "abcde", "12345-"] {
    print(z, isZip(z))
}

let digitsOnly = "Card: 4111 1111-1111 1111".components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
print(digitsOnly, digitsOnly.count)
// expect: a@b.co ok
// expect: john.doe@example.com ok
// expect: bad@ invalid
// expect: no-at-sign.com invalid
// expect: UPPER@CASE.ORG ok
// expect: x@y.z invalid
// expect: ok_name             yes
// expect: ab                  no
// expect: 9lives              no
// expect: good-one            yes
// expect: white space         no
// expect: naïve               yes
// expect: toolongusername_123 no
// expect: 12345 true
// expect: 12345-6789 true
// expect: 1234 false
// expect: abcde false
// expect: 12345- false
// expect: 4111111111111111 16
