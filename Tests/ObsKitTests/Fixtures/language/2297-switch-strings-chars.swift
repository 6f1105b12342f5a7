// Compiler test style: switch on Character and String with ranges, multiple patterns, fallthrough and labeled loops
func category(_ c: Character) -> String {
  switch c {
  case "a", "e", "i", "o", "u", "A", "E", "I", "O", "U":
    return "vowel"
  case "a"..."z", "A"..."Z":
    return "consonant"
  case "0"..."9":
    return "digit"
  case " ", "\t":
    return "space"
  default:
    return "symbol"
  }
}

let sample = "Hi 2u!"
print(sample.map(category).joined(separator: " "))

var counts: [String: Int] = [:]
for ch in "Swift 5.9 is here, yes?" { counts[category(ch), default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " "))

func httpStatus(_ code: Int) -> String {
  var notes: [String] = []
  switch code {
  case 200:
    notes.append("ok")
    fallthrough
  case 201...299:
    notes.append("success")
  case 301, 302:
    notes.append("redirect")
    fallthrough
  case 300...399:
    notes.append("3xx")
    fallthrough
  default:
    notes.append("needs attention")
  }
  return "\(code): " + notes.joined(separator: ", ")
}
[200, 204, 302, 304, 404].forEach { print(httpStatus($0)) }

func command(_ line: String) -> String {
  let parts = line.split(separator: " ").map(String.init)
  switch (parts.first?.lowercased(), parts.count) {
  case ("go"?, 2): return "moving \(parts[1])"
  case ("go"?, _): return "go where?"
  case (let verb?, 1) where ["look", "l"].contains(verb): return "you see a room"
  case (nil, _): return "say something"
  case (let verb?, _): return "unknown verb \(verb)"
  }
}
for line in ["go north", "GO", "l", "", "dance wildly"] { print(command(line)) }

var found: [String] = []
search: for word in ["apple", "sky", "rhythm", "tree"] {
  for ch in word {
    switch category(ch) {
    case "vowel": continue search
    default: continue
    }
  }
  found.append(word)
}
print("no vowels:", found)

// expect: consonant vowel space digit vowel symbol
// expect: consonant:9 digit:2 space:4 symbol:3 vowel:5
// expect: 200: ok, success
// expect: 204: success
// expect: 302: redirect, 3xx, needs attention
// expect: 304: 3xx, needs attention
// expect: 404: needs attention
// expect: moving north
// expect: go where?
// expect: you see a room
// expect: say something
// expect: unknown verb dance
// expect: no vowels: ["sky", "rhythm"]
