// Compiler test style: values from the same opaque-returning function share one type
protocol Token: Equatable { var text: String { get } }
struct Word: Token { var text: String }
func token(_ s: String) -> some Token { Word(text: s) }
let a = token("hi"), b = token("hi"), c = token("bye")
print(a == b, a == c)
var tokens = [a]
tokens.append(c)
print(tokens.map(\.text))
print(type(of: a) == type(of: c))
struct Factory {
    func make() -> some Token { Word(text: "made") }
    var cached: some Token { make() }
}
let f = Factory()
print(f.make() == f.make(), f.cached.text)
print(String(describing: type(of: f.cached)))
func pairUp<T: Token>(_ x: T, _ y: T) -> String { x.text + "&" + y.text }
print(pairUp(a, c), pairUp(f.make(), f.make()))
func maybe(_ flag: Bool) -> some Token {
    flag ? Word(text: "yes") : Word(text: "no")
}
print(maybe(true).text, maybe(false).text, maybe(true) == maybe(true))
// expect: true false
// expect: ["hi", "bye"]
// expect: true
// expect: true made
// expect: Word
// expect: hi&bye made&made
// expect: yes no true
