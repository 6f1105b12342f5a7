// Check error: a subclass redefines a computed property without override
class Animal {
    var sound: String {
        return "..."
    }
}

class Dog: Animal {
    var sound: String {
        return "Woof"
    }
}

print(Dog().sound)
// expect-error: overriding declaration requires an 'override' keyword
