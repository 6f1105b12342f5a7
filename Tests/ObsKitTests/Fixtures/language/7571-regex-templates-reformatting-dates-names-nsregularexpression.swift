// Tutorial style (regex templates): reformatting dates and names with NSRegularExpression templates
import Foundation

let input = "Born 1990-07-15, married 2015-06-01, moved 2021-12-31."

let dateRegex = try! NSRegularExpression(pattern: #"(\d{4})-(\d{2})-(\d{2})"#)
let full = NSRange(input.startIndex..., in: input)
let us = dateRegex.stringByReplacingMatches(in: input, range: full, withTemplate: "$2/$3/$1")
print(us)
let eu = dateRegex.stringByReplacingMatches(in: input, options: [], range: full, withTemplate: "$3.$2.$1")
print(eu)
print("count:", dateRegex.numberOfMatches(in: input, range: full))

if let first = dateRegex.firstMatch(in: input, range: full) {
    let year = (input as NSString).substring(with: first.range(at: 1))
    print("first year:", year, "ranges:", first.numberOfRanges)
    print(dateRegex.replacementString(for: first, in: input, offset: 0, template: "[$0 -> $1]"))
}

let names = "Doe, John; Smith, Jane; Lovelace, Ada"
let nameRegex = try! NSRegularExpression(pattern: #"(\w+), (\w+)"#)
print(nameRegex.stringByReplacingMatches(in: names, range: NSRange(names.startIndex..., in: names), withTemplate: "$2 $1"))

let mutable = NSMutableString(string: "aaa bbb ccc")
let n = try! NSRegularExpression(pattern: #"\b(\w)\w*"#).replaceMatches(in: mutable, range: NSRange(location: 0, length: mutable.length), withTemplate: "$1.")
print(mutable, n)

let spaced = "too    many     spaces   here"
print(spaced.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression))
let caseRegex = try! NSRegularExpression(pattern: "hello", options: .caseInsensitive)
let greet = "Hello hello HELLO"
print(caseRegex.stringByReplacingMatches(in: greet, range: NSRange(greet.startIndex..., in: greet), withTemplate: "bye"))
print(NSRegularExpression.escapedPattern(for: "1+1=2?"))
let dup = "this is is a test test"
print(dup.replacingOccurrences(of: #"\b(\w+) \1\b"#, with: "$1", options: .regularExpression))
// expect: Born 07/15/1990, married 06/01/2015, moved 12/31/2021.
// expect: Born 15.07.1990, married 01.06.2015, moved 31.12.2021.
// expect: count: 3
// expect: first year: 1990 ranges: 4
// expect: [1990-07-15 -> 1990]
// expect: John Doe; Jane Smith; Ada Lovelace
// expect: a. b. c. 3
// expect: too many spaces here
// expect: bye bye bye
// expect: 1\+1=2\?
// expect: this is a test
