// Swift book style (Strings and Characters): utf8, utf16 and unicodeScalars views printed as numbers, multiline and raw literals, special characters
let sample = "Dog\u{203C}\u{1F436}"
print(sample.count)
print(sample.utf8.map { String($0) }.joined(separator: " "))
print(sample.utf16.map { String($0) }.joined(separator: " "))
for scalar in sample.unicodeScalars {
    print(scalar.value, terminator: " ")
}
print()
for scalar in "hé".unicodeScalars { print(scalar) }

let poem = """
    Roses are red,
      indented line \
    continued here
    done
    """
print(poem)
print(poem.split(separator: "\n").count)

let raw = #"Slashes \n stay "quoted""#
print(raw)
let rawInterp = #"sum: \#(2 + 3)"#
print(rawInterp)
let escapes = "tab:\tend, quote:\", backslash:\\"
print(escapes)
let heart = "\u{2665}"
print(heart, heart.unicodeScalars.first!.value)

var built = ""
for c in ["x", "y", "z"] as [Character] { built.append(c) }
built.append("!")
print(built, built.isEmpty, "".isEmpty)
let upper = built.uppercased()
print(upper, Array(upper.utf8).count)
let emoji = "👩‍👩‍👧"
print(emoji.count, emoji.unicodeScalars.count, emoji.utf16.count, emoji.utf8.count)

// expect: 5
// expect: 68 111 103 226 128 188 240 159 144 182
// expect: 68 111 103 8252 55357 56374
// expect: 68 111 103 8252 128054 
// expect: h
// expect: é
// expect: Roses are red,
// expect:   indented line continued here
// expect: done
// expect: 3
// expect: Slashes \n stay "quoted"
// expect: sum: 5
// expect: tab:	end, quote:", backslash:\
// expect: ♥ 9829
// expect: xyz! false true
// expect: XYZ! 4
// expect: 1 5 8 18
