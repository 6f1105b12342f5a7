// Swift book style (ARC): deinit runs when the last strong reference is set to nil
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
print("three references")
reference1 = nil
print("after first nil")
reference2 = nil
print("after second nil")
reference3 = nil
print("after third nil")
// expect: John Appleseed is being initialized
// expect: three references
// expect: after first nil
// expect: after second nil
// expect: John Appleseed is being deinitialized
// expect: after third nil
