// Check error: an instance method called on the type instead of on an instance
struct Calculator {
    func add(_ a: Int, _ b: Int) -> Int {
        return a + b
    }
}

let sum = Calculator.add(2, 3)
print(sum)
// expect-error: instance member 'add' cannot be used on type 'Calculator'; did you mean to use a value of this type instead?
