// existentials-some
// expected output: swiftc 6.3.1 (Linux), run on this machine

protocol Animal {
    var name: String { get }
    func sound() -> String
}
extension Animal {
    func intro() -> String { "\(name) says \(sound())" }
}
struct Dog: Animal { let name: String; func sound() -> String { "woof" } }
struct Cat: Animal { let name: String; func sound() -> String { "meow" } }
final class Robot: Animal {
    let name = "R2"
    func sound() -> String { "beep" }
}

protocol Feeder {
    associatedtype Food
    func serve() -> Food
}
struct Kibble: Feeder { func serve() -> String { "kibble" } }
struct Counter: Feeder { var n: Int; func serve() -> Int { n * 3 } }

func makeAnimal(_ loud: Bool) -> some Animal { Dog(name: loud ? "Rex" : "Pip") }
func anyAnimal(_ i: Int) -> any Animal {
    switch i % 3 {
    case 0: return Dog(name: "D\(i)")
    case 1: return Cat(name: "C\(i)")
    default: return Robot()
    }
}
func chorus(_ animals: [any Animal]) -> String { animals.map { $0.sound() }.joined(separator: "-") }
func loudest(_ a: some Animal, _ b: some Animal) -> String { a.name.count >= b.name.count ? a.name : b.name }
func feed(_ f: some Feeder) -> String { "served \(f.serve())" }
func feedAny(_ fs: [any Feeder]) -> [String] { fs.map { feed($0) } }
func open<T: Animal>(_ a: T) -> String { "\(T.self):\(a.name)" }

let a = makeAnimal(true)
print(a.intro(), type(of: a))
let zoo = (0..<5).map(anyAnimal)
print(zoo.map { $0.intro() })
print(chorus(zoo))
print(loudest(Dog(name: "Bo"), Cat(name: "Tom")))
print(feed(Kibble()), feed(Counter(n: 4)))
print(feedAny([Kibble(), Counter(n: 1), Counter(n: 2)]))
print(zoo.map { open($0) })
print(zoo.filter { $0 is Cat }.count, zoo.compactMap { $0 as? Robot }.count)
if let d = zoo[0] as? Dog { print("first is dog", d.name) }
let anyValues: [Any] = [1, "two", 3.0, Dog(name: "x"), [1, 2], Optional<Int>.none as Any]
for v in anyValues {
    switch v {
    case let i as Int: print("int", i)
    case let s as String: print("string", s)
    case let d as Double: print("double", d)
    case let an as any Animal: print("animal", an.name)
    case let arr as [Int]: print("array", arr.count)
    default: print("other", type(of: v))
    }
}
let objs: [AnyObject] = [Robot(), Robot()]
print(objs.count, objs[0] === objs[1], objs[0] === objs[0])
let hashables: [AnyHashable] = [1, "1", 1.0, 1 as Int8]
print(Set(hashables).count, hashables.map { "\($0)" })
protocol Named { var name: String { get } }
extension Dog: Named {}
let composed: any Animal & Named = Dog(name: "Combo")
print(composed.name, composed.sound())

// expect: Rex says woof Dog
// expect: ["D0 says woof", "C1 says meow", "R2 says beep", "D3 says woof", "C4 says meow"]
// expect: woof-meow-beep-woof-meow
// expect: Tom
// expect: served kibble served 12
// expect: ["served kibble", "served 3", "served 6"]
// expect: ["Dog:D0", "Cat:C1", "Robot:R2", "Dog:D3", "Cat:C4"]
// expect: 2 1
// expect: first is dog D0
// expect: int 1
// expect: string two
// expect: double 3.0
// expect: animal x
// expect: array 2
// expect: other Optional<Int>
// expect: 2 false true
// expect: 2 ["1", "1", "1.0", "1"]
// expect: Combo woof
