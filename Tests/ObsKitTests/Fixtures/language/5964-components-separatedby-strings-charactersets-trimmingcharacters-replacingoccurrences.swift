// Swift stdlib test style (String APIs with Foundation): components(separatedBy:) with strings and CharacterSets, trimmingCharacters(in:), and replacingOccurrences(of:with:)
import Foundation

let record = "name: Ada ; lang: Swift ;  year: 2014 "
let fields = record.components(separatedBy: ";")
print(fields.count)
for field in fields {
    let trimmed = field.trimmingCharacters(in: .whitespaces)
    let kv = trimmed.components(separatedBy: ": ")
    print("[\(trimmed)]", kv.count == 2 ? "\(kv[0]) -> \(kv[1])" : "?")
}

print("a,b;c d".components(separatedBy: CharacterSet(charactersIn: ",; ")))
print("one  two".components(separatedBy: " "))
print("".components(separatedBy: ","), "abc".components(separatedBy: ","))
print("x--y--".components(separatedBy: "--"))

print("[\("\n\t  padded text \t\n".trimmingCharacters(in: .whitespacesAndNewlines))]")
print("[\("  keep newline\n".trimmingCharacters(in: .whitespaces))]".count)
print("xxhixx".trimmingCharacters(in: CharacterSet(charactersIn: "x")))
print("123abc456".trimmingCharacters(in: .decimalDigits))
print("...hello!?".trimmingCharacters(in: .punctuationCharacters))
print("[\("   ".trimmingCharacters(in: .whitespaces))]")

print("hello world".replacingOccurrences(of: "o", with: "0"))
print("aaaa".replacingOccurrences(of: "aa", with: "b"))
print("banana".replacingOccurrences(of: "an", with: ""))
print("no match".replacingOccurrences(of: "xyz", with: "!"))
print("a.b.c".replacingOccurrences(of: ".", with: " . "))
print("Tab\tSeparated\tValues".replacingOccurrences(of: "\t", with: ","))
print("CaSe".replacingOccurrences(of: "s", with: "z", options: .caseInsensitive))

let template = "Dear {name}, your order {id} ships {day}."
let filled = [("{name}", "Lin"), ("{id}", "#42"), ("{day}", "today")].reduce(template) {
    $0.replacingOccurrences(of: $1.0, with: $1.1)
}
print(filled)
let words = filled.components(separatedBy: .whitespaces).filter { !$0.isEmpty }
print(words.count, words.last!)

// expect: 3
// expect: [name: Ada] name -> Ada
// expect: [lang: Swift] lang -> Swift
// expect: [year: 2014] year -> 2014
// expect: ["a", "b", "c", "d"]
// expect: ["one", "", "two"]
// expect: [""] ["abc"]
// expect: ["x", "y", ""]
// expect: [padded text]
// expect: 15
// expect: hi
// expect: abc
// expect: hello
// expect: []
// expect: hell0 w0rld
// expect: bb
// expect: ba
// expect: no match
// expect: a . b . c
// expect: Tab,Separated,Values
// expect: Caze
// expect: Dear Lin, your order #42 ships today.
// expect: 7 today.
