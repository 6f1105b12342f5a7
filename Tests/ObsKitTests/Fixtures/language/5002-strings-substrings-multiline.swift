// Strings: substrings, multiline literals, raw strings, splitting and counting words
// expected output: swiftc 6.3.1 (Linux), run on this machine
let poem = """
    Roses are red,
      violets are blue,
    Swift is "quick" \
    and so are you.
    """
print(poem)
print("---")
let lines = poem.split(separator: "\n")
print("line count: \(lines.count)")
for (i, line) in lines.enumerated() {
    print("\(i + 1): [\(line)]")
}

let sentence = "the quick brown fox jumps over the lazy dog"
let firstSpace = sentence.firstIndex(of: " ") ?? sentence.endIndex
let firstWord: Substring = sentence[..<firstSpace]
print("first word: \(firstWord), as String: \(String(firstWord).uppercased())")

var counts: [String: Int] = [:]
for w in sentence.split(separator: " ") {
    counts[String(w), default: 0] += 1
}
for key in counts.keys.sorted() {
    print("\(key)=\(counts[key]!)", terminator: " ")
}
print()

let raw = #"A raw string with \n and "quotes""#
print(raw)
let interp = #"Value: \#(6 * 7)"#
print(interp)
let tab = "a\tb"
print(tab.count, tab.contains("\t"))
print(sentence.prefix(9), "|", sentence.suffix(3), "|", sentence.dropFirst(4).prefix(5))
// expect: Roses are red,
// expect:   violets are blue,
// expect: Swift is "quick" and so are you.
// expect: ---
// expect: line count: 3
// expect: 1: [Roses are red,]
// expect: 2: [  violets are blue,]
// expect: 3: [Swift is "quick" and so are you.]
// expect: first word: the, as String: THE
// expect: brown=1 dog=1 fox=1 jumps=1 lazy=1 over=1 quick=1 the=2 
// expect: A raw string with \n and "quotes"
// expect: Value: 42
// expect: 3 true
// expect: the quick | dog | quick
