// Class: wrong words (found in review of the interpreter's own arithmetic). `%` of Int.min by -1, and `/`,
// said "arithmetic overflow"; swiftc 6.3.1 stops the program with "Fatal error: Division results in an
// overflow in remainder operation" (for `/`: "... an overflow"; by zero: "Division by zero in remainder
// operation"). ObsREPL now uses Swift's words.
let m = Int.min
print(m % -1)
// expect-error: Fatal error: Division results in an overflow in remainder operation
