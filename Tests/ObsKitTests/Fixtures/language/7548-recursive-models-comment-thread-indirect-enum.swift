// Tutorial style (recursive models): a comment thread and an indirect enum expression tree decoded recursively
import Foundation

final class Comment: Codable {
    let author: String
    let text: String
    let replies: [Comment]

    init(author: String, text: String, replies: [Comment] = []) {
        self.author = author
        self.text = text
        self.replies = replies
    }

    var totalCount: Int { 1 + replies.reduce(0) { $0 + $1.totalCount } }

    func printThread(indent: Int = 0) {
        print(String(repeating: "  ", count: indent) + "\(author): \(text)")
        replies.forEach { $0.printThread(indent: indent + 1) }
    }
}

let threadJSON = """
{"author": "ann", "text": "Is Codable recursive?", "replies": [
  {"author": "bob", "text": "Yes", "replies": [
    {"author": "ann", "text": "Thanks!", "replies": []}
  ]},
  {"author": "cat", "text": "Works with classes too", "replies": []}
]}
"""
let thread = try JSONDecoder().decode(Comment.self, from: Data(threadJSON.utf8))
thread.printThread()
print("Total comments: \(thread.totalCount)")

indirect enum Expr: Codable {
    case number(Double)
    case add(Expr, Expr)
    case multiply(Expr, Expr)
    case negate(Expr)

    func evaluate() -> Double {
        switch self {
        case .number(let n): return n
        case .add(let a, let b): return a.evaluate() + b.evaluate()
        case .multiply(let a, let b): return a.evaluate() * b.evaluate()
        case .negate(let e): return -e.evaluate()
        }
    }
}

let expr = Expr.add(.number(2), .multiply(.number(3), .negate(.number(4))))
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let exprData = try encoder.encode(expr)
print(String(decoding: exprData, as: UTF8.self))
let decodedExpr = try JSONDecoder().decode(Expr.self, from: exprData)
print("Result: \(decodedExpr.evaluate())")

let small = Comment(author: "z", text: "leaf")
print(String(decoding: try encoder.encode(Comment(author: "y", text: "root", replies: [small])), as: UTF8.self))

// expect: ann: Is Codable recursive?
// expect:   bob: Yes
// expect:     ann: Thanks!
// expect:   cat: Works with classes too
// expect: Total comments: 4
// expect: {"add":{"_0":{"number":{"_0":2}},"_1":{"multiply":{"_0":{"number":{"_0":3}},"_1":{"negate":{"_0":{"number":{"_0":4}}}}}}}}
// expect: Result: -10.0
// expect: {"author":"y","replies":[{"author":"z","replies":[],"text":"leaf"}],"text":"root"}
