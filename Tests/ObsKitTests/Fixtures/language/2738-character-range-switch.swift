// Compiler test style: switching on characters and strings with ranges and unicode
func category(_ c: Character) -> String {
  switch c {
  case "a"..."z": return "lower"
  case "A"..."Z": return "upper"
  case "0"..."9": return "digit"
  case " ", "\t", "\n": return "space"
  case "é", "ü": return "accented"
  case "\u{1F600}"..."\u{1F64F}": return "emoji"
  default: return "other"
  }
}
let sample: [Character] = ["q", "Q", "7", " ", "é", "😀", "#", "e\u{301}"]
print(sample.map(category))

var counts: [String: Int] = [:]
for ch in "Hello, World 42!" { counts[category(ch), default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

func command(_ s: String) -> String {
  switch s.lowercased() {
  case "quit", "exit", "q": return "bye"
  case let x where x.hasPrefix("go "): return "moving " + x.dropFirst(3)
  case "": return "nothing"
  case let x where x.allSatisfy({ $0.isNumber }): return "number \(Int(x)! + 1)"
  default: return "unknown '\(s)'"
  }
}
print(["Q", "go North", "", "41", "Dance"].map(command))

let cafe1 = "caf\u{E9}"
let cafe2 = "cafe\u{301}"
switch cafe1 {
case cafe2: print("canonically equal strings match")
default: print("no match")
}
print(cafe1.count, cafe2.count, cafe1 == cafe2, cafe1.unicodeScalars.count, cafe2.unicodeScalars.count)

// expect: ["lower", "upper", "digit", "space", "accented", "emoji", "other", "accented"]
// expect: ["digit=2", "lower=8", "other=2", "space=2", "upper=2"]
// expect: ["bye", "moving north", "nothing", "number 42", "unknown \'Dance\'"]
// expect: canonically equal strings match
// expect: 4 4 true 4 5
