// Swift book style: mutually owning parent/child objects and who deinits first
class Parent {
    let name: String
    var kids: [Child] = []
    init(name: String) { self.name = name; print("+parent \(name)") }
    deinit { print("-parent \(name) with \(kids.count) kids") }
}
class Child {
    let name: String
    unowned let parent: Parent
    init(name: String, parent: Parent) {
        self.name = name
        self.parent = parent
        print("+child \(name)")
    }
    deinit { print("-child \(name)") }
    var greeting: String { "\(name) of \(parent.name)" }
}

func family() {
    let p = Parent(name: "Pat")
    for n in ["Kim", "Lee"] {
        p.kids.append(Child(name: n, parent: p))
    }
    print(p.kids.map { $0.greeting }.joined(separator: "; "))
}
family()
print("after family()")

var p2: Parent? = Parent(name: "Sam")
var orphan: Child? = Child(name: "Jo", parent: p2!)
p2!.kids.append(orphan!)
orphan = nil
print("orphan var cleared")
p2 = nil
print("end")
// expect: +parent Pat
// expect: +child Kim
// expect: +child Lee
// expect: Kim of Pat; Lee of Pat
// expect: -parent Pat with 2 kids
// expect: -child Kim
// expect: -child Lee
// expect: after family()
// expect: +parent Sam
// expect: +child Jo
// expect: orphan var cleared
// expect: -parent Sam with 1 kids
// expect: -child Jo
// expect: end
