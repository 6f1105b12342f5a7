// Check error: a subclass redefines a method without the 'override' keyword
class Animal {
    func sound() -> String {
        return "..."
    }
}

class Cat: Animal {
    func sound() -> String {
        return "Meow"
    }
}

print(Cat().sound())
// expect-error: overriding declaration requires an 'override' keyword
