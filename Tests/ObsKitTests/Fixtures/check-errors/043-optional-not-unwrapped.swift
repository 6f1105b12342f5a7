// Using the Int? that Int(String) returns as if it were an Int
// Written by an outside author (stop 28 corpus, file 7053); the message and its place are swiftc's on this machine.
let inputs = ["10", "20", "30"]
var sum = 0

for text in inputs {
    let value = Int(text)
    sum += value
}

print("Sum: \(sum)")

// expect-error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
// expect-location: 7:12
