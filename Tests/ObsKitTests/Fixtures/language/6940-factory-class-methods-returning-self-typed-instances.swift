// Swift book style (override class func and Self): factory class methods returning Self-typed instances, with class-level counters
class Model {
    class var tableName: String { "models" }
    class func create() -> Self {
        let m = self.init()
        print("created in \(tableName)")
        return m
    }
    class func describeAll() -> String { "all \(tableName)" }
    required init() {}
    func save() -> String { "saving to \(type(of: self).tableName)" }
}

class User: Model {
    var username = "guest"
    override class var tableName: String { "users" }
    override class func describeAll() -> String {
        super.describeAll() + " (with passwords hidden)"
    }
}

class Admin: User {
    var level = 1
    override class var tableName: String { "admins" }
}

let u = User.create()
u.username = "ann"
let a = Admin.create()
a.level = 3
print(u.username, a.level, a.username)
print(u.save())
print(a.save())
print(Model.describeAll())
print(User.describeAll())
print(Admin.describeAll())
let m: Model = a
print(m.save(), type(of: m).tableName)
let meta: Model.Type = Admin.self
let made = meta.create()
print(type(of: made), made is User)

// expect: created in users
// expect: created in admins
// expect: ann 3 guest
// expect: saving to users
// expect: saving to admins
// expect: all models
// expect: all users (with passwords hidden)
// expect: all admins (with passwords hidden)
// expect: saving to admins admins
// expect: created in admins
// expect: Admin true
