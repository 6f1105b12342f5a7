// print with multiple items, separator:, terminator:
print(1, 2, 3)
print(1, 2, 3, separator: "-")
print("a", "b", separator: "")
print("no newline", terminator: "")
print(" -> continued")
print("x", "y", separator: ", ", terminator: "!\n")
for i in 1...3 {
    print(i, terminator: i < 3 ? " " : "\n")
}
print()
print("after empty line")
print("tab\tseparated")
print("quote \"inside\"")
print("backslash \\ ok")

// expect: 1 2 3
// expect: 1-2-3
// expect: ab
// expect: no newline -> continued
// expect: x, y!
// expect: 1 2 3
// expect:
// expect: after empty line
// expect: tab	separated
// expect: quote "inside"
// expect: backslash \ ok
