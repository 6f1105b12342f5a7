// Blog style (CustomDebugStringConvertible): which API uses debugDescription
struct Token: CustomStringConvertible, CustomDebugStringConvertible {
    let text: String
    var description: String { text }
    var debugDescription: String { "Token(\(text.debugDescription))" }
}
let t = Token(text: "if")
print(t)
debugPrint(t)
print(String(describing: t))
print(String(reflecting: t))
print("\(t)")
print([t, Token(text: "else")])
debugPrint([t])
let o: Token? = t
print(o as Any)
struct OnlyDebug: CustomDebugStringConvertible {
    var debugDescription: String { "dbg!" }
}
print(OnlyDebug())
debugPrint(OnlyDebug())
print("\(OnlyDebug())")
print(String(describing: OnlyDebug()))
print([OnlyDebug()])
// expect: if
// expect: Token("if")
// expect: if
// expect: Token("if")
// expect: if
// expect: [Token("if"), Token("else")]
// expect: [Token("if")]
// expect: Optional(Token("if"))
// expect: dbg!
// expect: dbg!
// expect: dbg!
// expect: dbg!
// expect: [dbg!]
