// Escape sequences in string and character literals.
print("tab:\tend")
print("quote: \"yes\" backslash: \\ apostrophe: \'")
print("two\nlines")
print("unicode: \u{41}\u{E9}")
let s = "a\tb"
print(s.count)
let c: Character = "\""
print(c, "\\".count)
print("\u{2764}")

// expect: tab:	end
// expect: quote: "yes" backslash: \ apostrophe: '
// expect: two
// expect: lines
// expect: unicode: Aé
// expect: 3
// expect: " 1
// expect: ❤
