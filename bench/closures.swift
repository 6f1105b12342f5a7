// Closures that capture and change state, called through a variable.
func makeCounter(step: Int) -> () -> Int {
    var count = 0
    return {
        count += step
        return count
    }
}
let counter = makeCounter(step: 3)
let apply: (Int, (Int) -> Int) -> Int = { value, transform in transform(value) }
var total = 0
for number in 0..<200_000 {
    total = (total + apply(number) { $0 % 11 } + counter()) % 1_000_003
}
print(total)
