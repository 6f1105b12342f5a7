// A class with a let property, a defaulted var property, an init and methods.
class Person {
    let name: String
    var age = 0
    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
    func birthday() {
        age += 1
    }
    func summary() -> String {
        return "\(name) is \(age)"
    }
}
let p = Person(name: "Ada", age: 36)
p.birthday()
print(p.summary())
// expect: Ada is 37
print(p.name)
// expect: Ada
