// Deinitialization: deinit order, scope-based release, optional references, class hierarchies
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A school laptop cart: a class borrows laptops and gives them all back when it goes away.
class LaptopCart {
    static var onCart = 30
    static func lend(_ wanted: Int) -> Int {
        let n = min(wanted, onCart)
        onCart -= n
        return n
    }
    static func giveBack(_ n: Int) { onCart += n }
}
class Lesson {
    var laptops: Int
    let teacher: String
    init(teacher: String, laptops: Int) {
        self.teacher = teacher
        self.laptops = LaptopCart.lend(laptops)
    }
    func addStudents(_ n: Int) { laptops += LaptopCart.lend(n) }
    deinit {
        print("\(teacher)'s lesson ends, \(laptops) laptops back on the cart")
        LaptopCart.giveBack(laptops)
    }
}
var science: Lesson? = Lesson(teacher: "Ms Ortiz", laptops: 12)
print("lesson \(science!.laptops), cart \(LaptopCart.onCart)")
science!.addStudents(25)
print("lesson \(science!.laptops), cart \(LaptopCart.onCart)")
science = nil
print("cart \(LaptopCart.onCart)")

class Parent {
    let label: String
    init(_ label: String) { self.label = label; print("init \(label)") }
    deinit { print("Parent deinit \(label)") }
}
class Child: Parent {
    deinit { print("Child deinit \(label)") }
}
func scope() {
    let a = Child("a")
    print("in scope with \(a.label)")
}
scope()
print("after scope")

var holders: [Parent] = [Parent("x"), Parent("y")]
let extra = holders[0]
holders.removeAll()
print("array cleared, extra is \(extra.label)")
do {
    let temp = Parent("t")
    _ = temp
}
print("end")
// expect: lesson 12, cart 18
// expect: lesson 30, cart 0
// expect: Ms Ortiz's lesson ends, 30 laptops back on the cart
// expect: cart 30
// expect: init a
// expect: in scope with a
// expect: Child deinit a
// expect: Parent deinit a
// expect: after scope
// expect: init x
// expect: init y
// expect: Parent deinit y
// expect: array cleared, extra is x
// expect: init t
// expect: Parent deinit t
// expect: end
