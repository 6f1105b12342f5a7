// Compiler test style: dispatch puzzle with class hierarchies conforming through a superclass
protocol Speaker { func speak() -> String }
extension Speaker {
    func speak() -> String { "..." }
    func intro() -> String { "I say " + speak() }
}
class Animal: Speaker {}
class Dog: Animal { func speak() -> String { "woof" } }

class Bird: Speaker { func speak() -> String { "tweet" } }
class Parrot: Bird { override func speak() -> String { "hello" } }

let dog = Dog()
print(dog.speak())
print((dog as Animal).speak())
print((dog as Speaker).speak())
print(dog.intro())

let parrot = Parrot()
print(parrot.speak())
print((parrot as Bird).speak())
print((parrot as Speaker).speak())
print(parrot.intro())

func generic<S: Speaker>(_ s: S) -> String { s.speak() }
print(generic(dog), generic(parrot), generic(Bird()))

protocol Sized { var size: Int { get } }
extension Sized { var size: Int { 0 }; var doubled: Int { size * 2 } }
struct Small: Sized {}
struct Big: Sized { var size: Int { 100 } }
extension Sized where Self == Big { var doubled: Int { -1 } }
print(Small().doubled, Big().doubled)
let sizeds: [any Sized] = [Small(), Big()]
print(sizeds.map { $0.doubled })
func dbl<T: Sized>(_ t: T) -> Int { t.doubled }
print(dbl(Big()))

protocol P { func f() -> String }
extension P { func f() -> String { "P.f" } }
extension P where Self: Equatable { func f() -> String { "Equatable P.f" } }
struct E: P, Equatable {}
struct N: P {}
print(E().f(), N().f())
print((E() as P).f(), (N() as P).f())
// expect: woof
// expect: ...
// expect: ...
// expect: I say ...
// expect: hello
// expect: hello
// expect: hello
// expect: I say hello
// expect: ... hello tweet
// expect: 0 -1
// expect: [0, 200]
// expect: 200
// expect: Equatable P.f P.f
// expect: Equatable P.f P.f
