// Check error: a forEach closure over an array takes two parameters (index, element) instead of one
let fruits = ["apple", "pear", "plum"]
fruits.forEach { index, fruit in
    print("\(index): \(fruit)")
}
// expect-error: contextual closure type '(String) throws -> Void' expects 1 argument, but 2 were used in closure body
