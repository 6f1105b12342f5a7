// Class: hang (found by obsfuzz, seed 1, input 1884, a mutation of a string corpus fixture). `String(repeating: "",
// count: 1 << 40)` went to the library's own initializer, which appends the empty string 2^40 times without a point
// where the step budget or Ctrl-C could stop it. The size check passed (0 bytes). Nothing repeated is the empty
// string, made directly now (swiftc's library would loop as long: the answer is the same, only sooner).
let e = ""
print(String(repeating: e, count: 1 << 40).isEmpty)
print(String(repeating: "ab", count: 3))

// expect: true
// expect: ababab
