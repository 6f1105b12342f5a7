// Two functions differ only in return type and the call gives no type context
// Written by an outside author (stop 28 corpus, file 7064); the message and its place are swiftc's on this machine.
func defaultValue() -> Int {
    0
}

func defaultValue() -> String {
    ""
}

let a: Int = defaultValue()
let b: String = defaultValue()
let c = defaultValue()
print(a, b, c)

// expect-error: ambiguous use of 'defaultValue()'
// expect-location: 12:9
