// Check error: an instance method called on the type instead of on an instance
struct Dice {
    var sides = 6

    func roll() -> Int {
        return Int.random(in: 1...sides)
    }
}

let result = Dice.roll()
print(result)
// expect-error: instance member 'roll' cannot be used on type 'Dice'; did you mean to use a value of this type instead?
