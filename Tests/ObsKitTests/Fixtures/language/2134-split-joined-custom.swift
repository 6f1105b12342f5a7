// Compiler test style: split and joined on custom sequences and collections of collections
struct Tokens: Collection {
  let raw: [String]
  var startIndex: Int { 0 }
  var endIndex: Int { raw.count }
  func index(after i: Int) -> Int { i + 1 }
  subscript(i: Int) -> String { raw[i] }
}

let t = Tokens(raw: ["let", "x", ";", "let", "y", ";", ";", "print"])
let stmts = t.split(separator: ";")
print(stmts.count, stmts.map { $0.joined(separator: " ") })
let withEmpty = t.split(separator: ";", omittingEmptySubsequences: false)
print(withEmpty.count, withEmpty.map { $0.count })
let limited = t.split(separator: ";", maxSplits: 1)
print(limited.map { Array($0) })
print(t.joined(separator: "_"))
print(String(t.joined()))
let nested = [[1, 2], [], [3], [4, 5, 6]]
print(Array(nested.joined()))
print(Array(nested.joined(separator: [0, 0])))
print(nested.flatMap { $0 }.count)
let csv = "a,b,,c"
print(csv.split(separator: ",").map(String.init))
print(csv.split(separator: ",", omittingEmptySubsequences: false).count)
let lines = "one two  three\nfour".split(whereSeparator: { $0 == " " || $0 == "\n" })
print(lines, lines.count)
let groups = [1, 2, 99, 3, 99, 99, 4].split(separator: 99)
print(groups.map { $0.reduce(0, +) })
let words = ["swift", "is", "fun"]
print(words.joined(separator: ", "), words.joined())
let chars = words.map { Array($0) }
print(String(chars.joined(separator: ["-"])))
let rejoined = t.split(separator: ";").map { $0.joined(separator: " ") }.joined(separator: "; ")
print(rejoined)

// expect: 3 ["let x", "let y", "print"]
// expect: 4 [2, 2, 0, 1]
// expect: [["let", "x"], ["let", "y", ";", ";", "print"]]
// expect: let_x_;_let_y_;_;_print
// expect: letx;lety;;print
// expect: [1, 2, 3, 4, 5, 6]
// expect: [1, 2, 0, 0, 0, 0, 3, 0, 0, 4, 5, 6]
// expect: 6
// expect: ["a", "b", "c"]
// expect: 4
// expect: ["one", "two", "three", "four"] 4
// expect: [3, 3, 4]
// expect: swift, is, fun swiftisfun
// expect: swift-is-fun
// expect: let x; let y; print
