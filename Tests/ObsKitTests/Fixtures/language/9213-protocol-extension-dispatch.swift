// protocol-extension-dispatch
// expected output: swiftc 6.3.1 (Linux), run on this machine

protocol Greeter {
    func greet() -> String        // requirement: dynamic dispatch
}
extension Greeter {
    func greet() -> String { "hello from default" }
    func farewell() -> String { "bye from extension" }   // not a requirement: static dispatch
    func both() -> String { greet() + " / " + farewell() }
}

struct Plain: Greeter {}
struct Fancy: Greeter {
    func greet() -> String { "salutations from Fancy" }
    func farewell() -> String { "adieu from Fancy" }
}

class Base: Greeter {
    func greet() -> String { "Base greet" }
    func who() -> String { "Base" }
    class func kind() -> String { "base kind" }
    static func fixed() -> String { "static on Base" }
}
class Derived: Base {
    override func greet() -> String { "Derived greet (super: \(super.greet()))" }
    override func who() -> String { "Derived" }
    override class func kind() -> String { "derived kind" }
}

let f = Fancy()
let g: any Greeter = f
print(f.greet(), "|", g.greet())
print(f.farewell(), "|", g.farewell())
print(f.both())
print(Plain().both())
let items: [any Greeter] = [Plain(), Fancy(), Base(), Derived()]
for i in items { print(i.greet()) }
let b: Base = Derived()
print(b.who(), type(of: b).kind(), Base.kind(), Derived.fixed())
func generic<T: Greeter>(_ t: T) -> String { t.farewell() + " :: " + t.greet() }
print(generic(Fancy()))
print(generic(Derived()))

protocol Describable { var label: String { get } }
extension Describable { var label: String { "describable" } }
extension Describable where Self: Numeric { var label: String { "number \(self)" } }
extension Int: Describable {}
extension String: Describable {}
extension Double: Describable {}
print(5.label, "s".label, 2.5.label)
func labelOf<T: Describable>(_ x: T) -> String { x.label }
print(labelOf(7), labelOf("x"))

protocol Sized { static var unit: String { get }; var size: Int { get } }
extension Sized { static var unit: String { "bytes" }; func formatted() -> String { "\(size) \(Self.unit)" } }
struct File: Sized { var size: Int }
struct Disk: Sized { static let unit = "GB"; var size: Int }
print(File(size: 12).formatted(), Disk(size: 512).formatted(), File.unit)

class Animal { func speak() -> String { "..." }; func twice() -> String { speak() + speak() } }
class Parrot: Animal { override func speak() -> String { "squawk" } }
print(Animal().twice(), Parrot().twice())

// expect: salutations from Fancy | salutations from Fancy
// expect: adieu from Fancy | bye from extension
// expect: salutations from Fancy / bye from extension
// expect: hello from default / bye from extension
// expect: hello from default
// expect: salutations from Fancy
// expect: Base greet
// expect: Derived greet (super: Base greet)
// expect: Derived derived kind base kind static on Base
// expect: bye from extension :: salutations from Fancy
// expect: bye from extension :: Derived greet (super: Base greet)
// expect: number 5 describable number 2.5
// expect: number 7 describable
// expect: 12 bytes 512 GB bytes
// expect: ...... squawksquawk
