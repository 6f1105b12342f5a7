// Swift book style: Automatic Reference Counting: init and deinit of Person instances with several references
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
print("three strong references")
reference1 = nil
print("reference1 cleared")
reference2 = nil
print("reference2 cleared")
reference3 = nil
print("reference3 cleared")

func makeTemporary() {
    let temp = Person(name: "Temporary")
    print("using \(temp.name)")
}
makeTemporary()
print("after function")

var people: [Person] = [Person(name: "A"), Person(name: "B")]
print("array holds \(people.count)")
people.removeFirst()
print("removed first")
people.append(Person(name: "C"))
people = []
print("array emptied")

do {
    let scoped = Person(name: "Scoped")
    print("inside scope: \(scoped.name)")
}
print("after scope")

class Holder {
    var person: Person?
    deinit { print("Holder is being deinitialized") }
}
var holder: Holder? = Holder()
holder?.person = Person(name: "Held")
holder = nil
print("done")
// expect: John Appleseed is being initialized
// expect: three strong references
// expect: reference1 cleared
// expect: reference2 cleared
// expect: John Appleseed is being deinitialized
// expect: reference3 cleared
// expect: Temporary is being initialized
// expect: using Temporary
// expect: Temporary is being deinitialized
// expect: after function
// expect: A is being initialized
// expect: B is being initialized
// expect: array holds 2
// expect: A is being deinitialized
// expect: removed first
// expect: C is being initialized
// expect: B is being deinitialized
// expect: C is being deinitialized
// expect: array emptied
// expect: Scoped is being initialized
// expect: inside scope: Scoped
// expect: Scoped is being deinitialized
// expect: after scope
// expect: Held is being initialized
// expect: Holder is being deinitialized
// expect: Held is being deinitialized
// expect: done
