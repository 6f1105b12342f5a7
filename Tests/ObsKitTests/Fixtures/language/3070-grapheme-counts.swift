// Compiler test style: grapheme cluster counts vs unicodeScalars/utf8/utf16 counts
func describe(_ s: String) {
  print(s.count, s.unicodeScalars.count, s.utf8.count, s.utf16.count)
}

describe("")
describe("abc")
describe("caf\u{E9}")
describe("cafe\u{301}")
describe("\u{1F600}")
describe("\u{1F44D}\u{1F3FD}")
describe("\r\n")
describe("\u{1F1FA}\u{1F1F8}")

let composed = "caf\u{E9}"
let decomposed = "cafe\u{301}"
print(composed == decomposed)
print(composed.utf8.count == decomposed.utf8.count)
// expect: 0 0 0 0
// expect: 3 3 3 3
// expect: 4 4 5 4
// expect: 4 5 6 5
// expect: 1 1 4 2
// expect: 1 2 8 4
// expect: 1 2 2 2
// expect: 1 2 8 4
// expect: true
// expect: false
