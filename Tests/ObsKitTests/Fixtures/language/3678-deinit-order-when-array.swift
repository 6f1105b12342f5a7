// Swift book style: deinit order when an array of objects is emptied or replaced
class Token {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("token \(n) released") }
}

var tokens: [Token] = (1...3).map { Token($0) }
print("created \(tokens.map { $0.n })")
let kept = tokens[1]
tokens.removeFirst()
print("removed first")
tokens = []
print("array emptied, kept = \(kept.n)")

var dict: [String: Token] = ["x": Token(10)]
dict["x"] = Token(11)
print("replaced x")
dict["x"] = nil
print("removed x")

class Holder {
    var child: Token?
    let name: String
    init(name: String, child: Token) { self.name = name; self.child = child }
    deinit { print("holder \(name) released") }
}
var holder: Holder? = Holder(name: "H", child: Token(20))
holder = nil
print("end")
// expect: created [1, 2, 3]
// expect: token 1 released
// expect: removed first
// expect: token 3 released
// expect: array emptied, kept = 2
// expect: token 10 released
// expect: replaced x
// expect: token 11 released
// expect: removed x
// expect: holder H released
// expect: token 20 released
// expect: end
