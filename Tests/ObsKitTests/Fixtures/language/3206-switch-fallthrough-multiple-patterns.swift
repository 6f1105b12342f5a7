// Compiler test style: switch fallthrough, multiple patterns per case, and binding in all alternatives
enum Animal {
  case dog(name: String)
  case cat(name: String)
  case fish
  case bird(String, canTalk: Bool)
}

func greet(_ a: Animal) -> String {
  switch a {
  case .dog(let name), .cat(let name):
    return "Hello, \(name)"
  case .bird(let name, true):
    return "Polly \(name) wants a cracker"
  case .bird(let name, false):
    return "tweet from \(name)"
  case .fish:
    return "..."
  }
}

for a: Animal in [.dog(name: "Rex"), .cat(name: "Tom"), .fish, .bird("Kiwi", canTalk: true), .bird("Jay", canTalk: false)] {
  print(greet(a))
}

func grade(_ n: Int) -> [String] {
  var out: [String] = []
  switch n {
  case 90...:
    out.append("A")
    fallthrough
  case 80..<90:
    out.append("B-or-better")
    fallthrough
  case 70..<80:
    out.append("passing")
  case 0, 1, 2:
    out.append("tiny")
  default:
    out.append("fail")
  }
  return out
}
for n in [95, 85, 72, 1, 40] {
  print(n, grade(n))
}
// expect: Hello, Rex
// expect: Hello, Tom
// expect: ...
// expect: Polly Kiwi wants a cracker
// expect: tweet from Jay
// expect: 95 ["A", "B-or-better", "passing"]
// expect: 85 ["B-or-better", "passing"]
// expect: 72 ["passing"]
// expect: 1 ["tiny"]
// expect: 40 ["fail"]
