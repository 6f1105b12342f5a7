// VALID: multiple trailing closures and a trailing closure after parentheses-less call
// Written by an outside author (stop 28 corpus of near misses the compiler accepts, file 7088); expected output from swiftc on this machine.
func load(_ name: String, onSuccess: (String) -> Void, onFailure: (String) -> Void) {
    if name.isEmpty {
        onFailure("empty name")
    } else {
        onSuccess(name.uppercased())
    }
}

func repeatTwice(_ body: () -> Void) {
    body()
    body()
}

load("profile") { value in
    print("loaded \(value)")
} onFailure: { reason in
    print("failed: \(reason)")
}

load("") { print("loaded \($0)") } onFailure: { print("failed: \($0)") }

repeatTwice {
    print("tick")
}

// expect: loaded PROFILE
// expect: failed: empty name
// expect: tick
// expect: tick
