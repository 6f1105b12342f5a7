// Blog style (print basics): separator and terminator arguments of print
print("a", "b", "c")
print("a", "b", "c", separator: "-")
print("x", terminator: "")
print("y")
print(1, 2.5, true, "s", separator: " | ")
print()
print("no sep", separator: "")
print("end", terminator: "!\n")
let items = ["one", "two", "three"]
print(items)
print(items, separator: ",")
for (i, s) in items.enumerated() {
    print(i, s, separator: ":", terminator: i == items.count - 1 ? "\n" : "; ")
}
print("tab", "sep", separator: "\t")
print("", "")
print("multi\nline")
var out = ""
print("into", "string", separator: "+", to: &out)
print(out.count, out.debugDescription)
// expect: a b c
// expect: a-b-c
// expect: xy
// expect: 1 | 2.5 | true | s
// expect:
// expect: no sep
// expect: end!
// expect: ["one", "two", "three"]
// expect: ["one", "two", "three"]
// expect: 0:one; 1:two; 2:three
// expect: tab	sep
// expect:  
// expect: multi
// expect: line
// expect: 12 "into+string\n"
