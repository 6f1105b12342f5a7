// Calling a function with the parameter's name instead of its argument label
// Written by an outside author (stop 28 corpus, file 7047); the message and its place are swiftc's on this machine.
func greet(person name: String, times: Int) {
    for _ in 0..<times {
        print("Hello, \(name)!")
    }
}

let guests = ["Ana", "Ben"]
for guest in guests {
    greet(name: guest, times: 2)
}

// expect-error: incorrect argument label in call (have 'name:times:', expected 'person:times:')
// expect-location: 10:10
