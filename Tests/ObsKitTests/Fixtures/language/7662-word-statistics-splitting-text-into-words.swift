// Blog style (word statistics): splitting text into words and measuring them
let text = """
Swift strings are collections of characters.
Each character is an extended grapheme cluster!
"""
let lines = text.split(separator: "\n")
print("lines:", lines.count)
let words = text.split(whereSeparator: { !$0.isLetter })
print("words:", words.count)
let longest = words.max(by: { $0.count < $1.count })!
print("longest:", longest, longest.count)
let totalLetters = words.reduce(0) { $0 + $1.count }
print("average length x100:", totalLetters * 100 / words.count)
var byLength: [Int: [String]] = [:]
for w in words { byLength[w.count, default: []].append(w.lowercased()) }
for k in byLength.keys.sorted() { print(k, byLength[k]!) }
print(text.last!, text.first!)
// expect: lines: 2
// expect: words: 13
// expect: longest: collections 11
// expect: average length x100: 600
// expect: 2 ["of", "is", "an"]
// expect: 3 ["are"]
// expect: 4 ["each"]
// expect: 5 ["swift"]
// expect: 7 ["strings", "cluster"]
// expect: 8 ["extended", "grapheme"]
// expect: 9 ["character"]
// expect: 10 ["characters"]
// expect: 11 ["collections"]
// expect: ! S
