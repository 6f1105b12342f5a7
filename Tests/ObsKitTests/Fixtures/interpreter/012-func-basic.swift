// Top-level functions with labeled parameters, unlabeled (_) parameters and return values.
func greet(name: String) {
    print("Hi \(name)")
}
func add(_ a: Int, _ b: Int) -> Int {
    return a + b
}
greet(name: "Ann")
// expect: Hi Ann
print(add(2, 3))
// expect: 5
let total = add(add(1, 2), 4)
print(total)
// expect: 7
