// Class: crash (found in review: Int.quotientAndRemainder(dividingBy:) trapped inside ObsREPL for Int.min
// and -1). swiftc 6.3.1: "Fatal error: Division results in an overflow".
let m = Int.min
print(m.quotientAndRemainder(dividingBy: -1))
// expect-error: Fatal error: Division results in an overflow
