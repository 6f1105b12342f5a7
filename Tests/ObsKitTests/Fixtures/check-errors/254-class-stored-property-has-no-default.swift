// Check error: a class with a stored property that has no default and no initializer
class User {
    var name: String
    var age: Int

    func describe() -> String {
        return "\(name), \(age)"
    }
}

let u = User()
print(u.describe())
// expect-error: class 'User' has no initializers
