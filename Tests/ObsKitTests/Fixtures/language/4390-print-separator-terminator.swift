// Compiler test style: print with custom separator and terminator arguments

print("a", "b", "c")
print("a", "b", "c", separator: "")
print("a", "b", "c", separator: ", ")
print("x", terminator: "")
print("y", terminator: "|")
print("z")
print(1, 2.5, true, "s", separator: " - ")
print()
print("", "", separator: "+")
print("one", terminator: "\n\n")
print("after blank")

// separator with multi-char and newline
print("line1", "line2", separator: "\n")
print("p", "q", "r", separator: " :: ", terminator: " <end>\n")

// empty variadic list with terminator
print(terminator: "nothing before this\n")
print(separator: "IGNORED", terminator: "still nothing\n")

// values of different types
let i = 42
let d = 3.0
let b = false
let c: Character = "Z"
print(i, d, b, c, separator: "|")

// arrays in print
print([1, 2, 3], ["a", "b"], separator: " & ")
print([1, 2, 3], terminator: ";")
print(["x"], terminator: ";\n")

// loop building one line
for k in 0..<5 {
    print(k, terminator: k == 4 ? "\n" : ",")
}

// nested terminators
func emit(_ items: [String], sep: String) {
    for (idx, item) in items.enumerated() {
        print(item, terminator: idx == items.count - 1 ? "\n" : sep)
    }
}
emit(["alpha", "beta", "gamma"], sep: " / ")
emit(["solo"], sep: "!!")

// separator only appears between items
print("only", separator: "###")
print("tab", "sep", separator: "\t")

// unicode separators
print("α", "β", "γ", separator: "→")

// numbers with separator
print(-1, 0, 1, separator: ", ", terminator: ".\n")
print(1.5, -2.25, 1e10, separator: " ")
print(Int.max, Int.min, separator: "\n")
print("done")

// expect: a b c
// expect: abc
// expect: a, b, c
// expect: xy|z
// expect: 1 - 2.5 - true - s
// expect:
// expect: +
// expect: one
// expect:
// expect: after blank
// expect: line1
// expect: line2
// expect: p :: q :: r <end>
// expect: nothing before this
// expect: still nothing
// expect: 42|3.0|false|Z
// expect: [1, 2, 3] & ["a", "b"]
// expect: [1, 2, 3];["x"];
// expect: 0,1,2,3,4
// expect: alpha / beta / gamma
// expect: solo
// expect: only
// expect: tab	sep
// expect: α→β→γ
// expect: -1, 0, 1.
// expect: 1.5 -2.25 10000000000.0
// expect: 9223372036854775807
// expect: -9223372036854775808
// expect: done
