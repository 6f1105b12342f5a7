// Mistake: adds to the result of Int("...") as if it were an Int; the initializer returns Int? and must be unwrapped.
// Expected message: swiftc 6.3.1 -typecheck on this machine
let inputs = ["12", "7", "30"]

func sum(of texts: [String]) -> Int {
    var total = 0
    for text in texts {
        total += Int(text)
    }
    return total
}

print("Sum: \(sum(of: inputs))")
// expect-error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
