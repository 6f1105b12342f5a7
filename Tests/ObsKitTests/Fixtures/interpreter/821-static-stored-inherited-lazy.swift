// Static stored properties: read and written through a subclass they are the base class's one storage;
// each is made on its first access, a write included (its initializer runs once, before the write), and
// one never accessed never runs its initializer.
// Expected output from swiftc 6.3.1 on Linux.
var order: [String] = []
func made(_ name: String, _ value: Int) -> Int { order.append(name); return value }
class Base {
    static let label = "base"
    static var counter = made("counter", 10)
    static var unused = made("unused", 0)
}
class Middle: Base {}
final class Leaf: Middle { static var own = made("own", 1) }
Leaf.counter += 5
print(Base.counter, Middle.counter, Leaf.label, order)
Middle.counter = 100
print(Base.counter, Leaf.counter)
enum Config { static var level = made("level", 3) }
Config.level = 7
print(Config.level, order)
Leaf.own = 2
print(Leaf.own, order)

// expect: 15 15 base ["counter"]
// expect: 100 100
// expect: 7 ["counter", "level"]
// expect: 2 ["counter", "level", "own"]
