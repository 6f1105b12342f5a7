// A closure given to map takes two parameters where map passes one
// Written by an outside author (stop 28 corpus, file 7068); the message and its place are swiftc's on this machine.
let celsius = [0.0, 25.0, 100.0]

let fahrenheit = celsius.map { c, index in
    c * 9 / 5 + 32
}

for f in fahrenheit {
    print(f)
}

// expect-error: contextual closure type '(Double) -> Double' expects 1 argument, but 2 were used in closure body
// expect-location: 4:32
