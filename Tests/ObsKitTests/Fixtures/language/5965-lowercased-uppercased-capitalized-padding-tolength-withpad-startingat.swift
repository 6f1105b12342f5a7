// Swift stdlib test style (String APIs with Foundation): lowercased/uppercased/capitalized, padding(toLength:withPad:startingAt:) for both growing and truncating, and String(repeating:count:)
import Foundation

let samples = ["hello world", "SWIFT is FUN", "o'neil and mcdonald", "straße", "émile zola", "123abc def"]
for s in samples {
    print(s.lowercased(), "|", s.uppercased(), "|", s.capitalized)
}

print("abc".padding(toLength: 6, withPad: ".", startingAt: 0) + "|")
print("abc".padding(toLength: 8, withPad: "-=", startingAt: 0) + "|")
print("abc".padding(toLength: 8, withPad: "123", startingAt: 1) + "|")
print("abcdef".padding(toLength: 3, withPad: " ", startingAt: 0) + "|")
print("abc".padding(toLength: 3, withPad: "*", startingAt: 0) + "|")
print("".padding(toLength: 4, withPad: "ab", startingAt: 0) + "|")

let rows = [("apple", 3), ("kiwi", 12), ("watermelon", 1)]
for (name, qty) in rows {
    let label = name.padding(toLength: 8, withPad: ".", startingAt: 0)
    let count = String(qty)
    let right = String(repeating: " ", count: max(0, 4 - count.count)) + count
    print(label + right)
}

print(String(repeating: "ab", count: 3))
print(String(repeating: "-", count: 10))
print("[" + String(repeating: "x", count: 0) + "]")
print(String(repeating: Character("é"), count: 4), String(repeating: Character("é"), count: 4).count)

let banner = "Title"
let width = 15
let side = (width - banner.count) / 2
let line = String(repeating: "*", count: side) + banner.uppercased() + String(repeating: "*", count: width - side - banner.count)
print(line, line.count)
print("MiXeD".lowercased() == "mixed", "ß".uppercased(), "ǅ".lowercased())

// expect: hello world | HELLO WORLD | Hello World
// expect: swift is fun | SWIFT IS FUN | Swift Is Fun
// expect: o'neil and mcdonald | O'NEIL AND MCDONALD | O'neil And Mcdonald
// expect: straße | STRASSE | Straße
// expect: émile zola | ÉMILE ZOLA | Émile Zola
// expect: 123abc def | 123ABC DEF | 123Abc Def
// expect: abc...|
// expect: abc-=-=-|
// expect: abc23123|
// expect: abc|
// expect: abc|
// expect: abab|
// expect: apple...   3
// expect: kiwi....  12
// expect: watermel   1
// expect: ababab
// expect: ----------
// expect: []
// expect: éééé 4
// expect: *****TITLE***** 15
// expect: true SS ǆ
