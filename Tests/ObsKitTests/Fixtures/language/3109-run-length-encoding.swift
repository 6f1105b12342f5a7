// Compiler test style: run-length encoding and decoding with Characters and wholeNumberValue
func encode(_ s: String) -> String {
  var out = ""
  var current: Character? = nil
  var run = 0
  for c in s {
    if c == current {
      run += 1
    } else {
      if let p = current { out += "\(run)\(p)" }
      current = c
      run = 1
    }
  }
  if let p = current { out += "\(run)\(p)" }
  return out
}

func decode(_ s: String) -> String {
  var out = ""
  var n = 0
  for c in s {
    if let d = c.wholeNumberValue, c.isASCII {
      n = n * 10 + d
    } else {
      out += String(repeating: c, count: n)
      n = 0
    }
  }
  return out
}

let inputs = ["aaabccdddd", "", "x", "\u{1F600}\u{1F600}e\u{301}e\u{301}e", "aaaaaaaaaaaab"]
for input in inputs {
  let enc = encode(input)
  print("[\(enc)]", decode(enc) == input)
}
// expect: [3a1b2c4d] true
// expect: [] true
// expect: [1x] true
// expect: [2😀2é1e] true
// expect: [12a1b] true
