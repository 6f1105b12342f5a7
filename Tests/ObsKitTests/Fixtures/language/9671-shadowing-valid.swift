// VALID: shadowing an optional with `if let name`, a parameter with a local, and a loop variable
// Written by an outside author (stop 28 corpus of near misses the compiler accepts, file 7085); expected output from swiftc on this machine.
let name: String? = "Ada"
let count = 3

func describe(_ count: Int) -> String {
    let count = count * 2
    return "doubled: \(count)"
}

if let name {
    let name = name.uppercased()
    print("Hello, \(name)")
}
for count in 1...2 {
    print("inner count \(count)")
}
print(describe(count))
print("outer count \(count), name \(name ?? "none")")

// expect: Hello, ADA
// expect: inner count 1
// expect: inner count 2
// expect: doubled: 6
// expect: outer count 3, name Ada
