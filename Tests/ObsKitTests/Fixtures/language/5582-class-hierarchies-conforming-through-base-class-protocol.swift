// Compiler test style (protocol dispatch): class hierarchies conforming through a base class and protocol extension defaults
protocol Speaker {
    func speak() -> String
}
extension Speaker {
    func speak() -> String { return "..." }
    func twice() -> String { return speak() + " " + speak() }
}

class Base: Speaker {}
class Child: Base {
    func speak() -> String { return "child" }
}
class Loud: Speaker {
    func speak() -> String { return "LOUD" }
}
class Louder: Loud {
    override func speak() -> String { return "LOUDER" }
}

let c = Child()
let asBase: Base = c
let asSpeaker: Speaker = c
print(c.speak(), asBase.speak(), asSpeaker.speak())
print(c.twice(), asSpeaker.twice())

let l: Speaker = Louder()
print(l.speak(), l.twice())
let ll: Loud = Louder()
print(ll.speak())

func generic<S: Speaker>(_ s: S) -> String { return s.speak() }
print(generic(c), generic(asBase), generic(Louder()))

protocol Titled {
    var title: String { get }
}
extension Titled {
    var title: String { return "untitled" }
    var banner: String { return "[" + title + "]" }
}
class Doc: Titled {
    var title: String { return "doc" }
}
class Memo: Doc {
    override var title: String { return "memo" }
}
let docs: [Titled] = [Doc(), Memo()]
print(docs.map { $0.banner })

protocol Resettable { mutating func reset() }
extension Resettable { mutating func reset() { print("default reset of", type(of: self)) } }
struct Counter: Resettable {
    var n = 3
    mutating func reset() { n = 0; print("counter reset") }
}
struct Flag: Resettable { var on = true }
var things: [Resettable] = [Counter(), Flag()]
for i in things.indices { things[i].reset() }
print((things[0] as! Counter).n)

// expect: child ... ...
// expect: ... ... ... ...
// expect: LOUDER LOUDER LOUDER
// expect: LOUDER
// expect: ... ... LOUDER
// expect: ["[doc]", "[memo]"]
// expect: counter reset
// expect: default reset of Flag
// expect: 0
