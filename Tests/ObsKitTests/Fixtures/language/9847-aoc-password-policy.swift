// Advent of Code style: password policy validation with two interpretations (inline puzzle input)
import Foundation

let input = """
2-4 r: rarrow
1-2 p: qqqq
3-5 s: sassy
1-4 e: eeee
2-6 n: nanonun
1-3 w: wxw
4-4 d: dddd
3-6 y: yayyby
1-2 j: jj
"""

struct Entry {
  let lo: Int, hi: Int
  let letter: Character
  let password: String

  init?(_ line: Substring) {
    let parts = line.components(separatedBy: " ")
    guard parts.count == 3 else { return nil }
    let bounds = parts[0].components(separatedBy: "-").compactMap { Int($0) }
    guard bounds.count == 2, let ch = parts[1].first else { return nil }
    lo = bounds[0]; hi = bounds[1]
    letter = ch
    password = parts[2]
  }

  var countRule: Bool {
    let n = password.filter { $0 == letter }.count
    return (lo...hi).contains(n)
  }
  var positionRule: Bool {
    let chars = Array(password)
    func at(_ i: Int) -> Bool { i - 1 < chars.count && chars[i - 1] == letter }
    return at(lo) != at(hi)
  }
}

let entries = input.split(separator: "\n").compactMap(Entry.init)
print("parsed \(entries.count) entries")
for e in entries {
  let a = e.countRule ? "ok" : "bad"
  let b = e.positionRule ? "ok" : "bad"
  let padded = e.password.padding(toLength: 9, withPad: ".", startingAt: 0)
  print(padded, String(format: "%@ x%d-%d count:%@ position:%@", String(e.letter), e.lo, e.hi, a, b))
}
print("Part 1:", entries.filter(\.countRule).count)
print("Part 2:", entries.filter(\.positionRule).count)
print("Both:", entries.filter { $0.countRule && $0.positionRule }.map(\.password))

// extra: a stricter modern policy
func strength(_ pw: String) -> [String] {
  var problems: [String] = []
  if pw.count < 8 { problems.append("short") }
  if !pw.contains(where: \.isNumber) { problems.append("no digit") }
  if !pw.contains(where: \.isUppercase) { problems.append("no upper") }
  let pairs = zip(pw, pw.dropFirst()).filter { $0 == $1 }.count
  if pairs > 1 { problems.append("\(pairs) repeats") }
  return problems
}
for pw in ["hunter2", "CorrectHorse9", "aaBB11cc", "Zebra"] {
  let p = strength(pw)
  print(pw, "->", p.isEmpty ? "strong" : p.joined(separator: ", "))
}
// expect: parsed 9 entries
// expect: rarrow... r x2-4 count:ok position:ok
// expect: qqqq..... p x1-2 count:bad position:bad
// expect: sassy.... s x3-5 count:ok position:ok
// expect: eeee..... e x1-4 count:ok position:bad
// expect: nanonun.. n x2-6 count:ok position:bad
// expect: wxw...... w x1-3 count:ok position:bad
// expect: dddd..... d x4-4 count:ok position:bad
// expect: yayyby... y x3-6 count:ok position:bad
// expect: jj....... j x1-2 count:ok position:bad
// expect: Part 1: 8
// expect: Part 2: 2
// expect: Both: ["rarrow", "sassy"]
// expect: hunter2 -> short, no upper
// expect: CorrectHorse9 -> strong
// expect: aaBB11cc -> 4 repeats
// expect: Zebra -> short, no digit
