// Compiler test style: required init inherited through subclasses and Self-returning clone
class Model {
    var id: Int
    required init(id: Int) { self.id = id }
    func clone() -> Self {
        let copy = Self.init(id: id + 100)
        return copy
    }
    func kind() -> String { "Model" }
}
class User: Model {
    var name = "anon"
    override func kind() -> String { "User" }
}
class Admin: User {
    var level = 1
    required init(id: Int) {
        super.init(id: id)
        level = 9
    }
    override func kind() -> String { "Admin(\(level))" }
}

let things: [Model] = [Model(id: 1), User(id: 2), Admin(id: 3)]
for t in things {
    let c = t.clone()
    print(t.kind(), t.id, "->", c.kind(), c.id, type(of: c) == type(of: t))
}
let u = User(id: 5)
u.name = "zed"
let uc: User = u.clone()
print(uc.name, uc.id)
func create<T: Model>(_ t: T.Type, _ id: Int) -> T { T(id: id) }
print(create(Admin.self, 42).kind())
print(create(User.self, 1) is Admin)
// expect: Model 1 -> Model 101 true
// expect: User 2 -> User 102 true
// expect: Admin(9) 3 -> Admin(9) 103 true
// expect: anon 105
// expect: Admin(9)
// expect: false
