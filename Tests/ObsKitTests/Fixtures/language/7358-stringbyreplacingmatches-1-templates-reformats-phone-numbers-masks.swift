// NSRegularExpression style (redaction): stringByReplacingMatches with $1 templates reformats phone numbers and masks card numbers
import Foundation

let message = """
Call me at 555.123.4567 or 555-987-6543.
Card: 4111 1111 1111 1234, backup card 5500-0000-0000-0004.
"""

func replace(_ pattern: String, in text: String, with template: String) -> String {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
    let range = NSRange(location: 0, length: (text as NSString).length)
    return regex.stringByReplacingMatches(in: text, options: [], range: range, withTemplate: template)
}

let phonesFixed = replace(#"(\d{3})[.-](\d{3})[.-](\d{4})"#, in: message, with: "($1) $2-$3")
print(phonesFixed)
print("--")
let masked = replace(#"\b(?:\d{4}[ -]){3}(\d{4})\b"#, in: phonesFixed, with: "**** **** **** $1")
print(masked)
print("--")
let swapped = replace(#"(\w+): (\w+)"#, in: "key: value, name: swift", with: "$2=$1")
print(swapped)

let regex = try! NSRegularExpression(pattern: #"\d"#)
let digits = regex.numberOfMatches(in: message, range: NSRange(location: 0, length: (message as NSString).length))
print("digits in original: \(digits)")

// expect: Call me at (555) 123-4567 or (555) 987-6543.
// expect: Card: 4111 1111 1111 1234, backup card 5500-0000-0000-0004.
// expect: --
// expect: Call me at (555) 123-4567 or (555) 987-6543.
// expect: Card: **** **** **** 1234, backup card **** **** **** 0004.
// expect: --
// expect: value=key, swift=name
// expect: digits in original: 52
