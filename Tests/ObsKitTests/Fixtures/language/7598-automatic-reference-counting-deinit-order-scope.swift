// Swift book style (Automatic Reference Counting): deinit order and scope-based release
class Person {
    let name: String
    init(name: String) {
        self.name = name
        print("\(name) is being initialized")
    }
    deinit {
        print("\(name) is being deinitialized")
    }
}
var reference1: Person?
var reference2: Person?
var reference3: Person?
reference1 = Person(name: "John Appleseed")
reference2 = reference1
reference3 = reference1
reference1 = nil
reference2 = nil
print("still alive:", reference3?.name ?? "none")
reference3 = nil
print("after release")
func makeTemporaries() {
    let a = Person(name: "Temp A")
    let b = Person(name: "Temp B")
    print("made", a.name, b.name)
}
makeTemporaries()
do {
    let scoped = Person(name: "Scoped")
    print("using \(scoped.name)")
}
print("end of do")
var crowd: [Person] = [Person(name: "P1"), Person(name: "P2")]
crowd.removeFirst()
print("removed first")
crowd = []
print("cleared")
var replaceable: Person? = Person(name: "Old")
replaceable = Person(name: "New")
print("replaced with \(replaceable!.name)")
replaceable = nil
// expect: John Appleseed is being initialized
// expect: still alive: John Appleseed
// expect: John Appleseed is being deinitialized
// expect: after release
// expect: Temp A is being initialized
// expect: Temp B is being initialized
// expect: made Temp A Temp B
// expect: Temp B is being deinitialized
// expect: Temp A is being deinitialized
// expect: Scoped is being initialized
// expect: using Scoped
// expect: Scoped is being deinitialized
// expect: end of do
// expect: P1 is being initialized
// expect: P2 is being initialized
// expect: P1 is being deinitialized
// expect: removed first
// expect: P2 is being deinitialized
// expect: cleared
// expect: Old is being initialized
// expect: New is being initialized
// expect: Old is being deinitialized
// expect: replaced with New
// expect: New is being deinitialized
