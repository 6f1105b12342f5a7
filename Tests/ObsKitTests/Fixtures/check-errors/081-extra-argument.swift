// Mistake: passes a second value (a greeting) to a function that takes only the name.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Member {
    let name: String
    let joinedYear: Int
}

func welcome(_ name: String) -> String {
    return "Welcome, \(name)!"
}

func yearsSince(_ year: Int, now: Int = 2025) -> Int {
    return now - year
}

let members = [
    Member(name: "Ana", joinedYear: 2019),
    Member(name: "Bo", joinedYear: 2024),
    Member(name: "Chen", joinedYear: 2021),
]

for member in members {
    let years = yearsSince(member.joinedYear)
    if years == 0 {
        print(welcome(member.name, "Hello"))
    } else {
        print("\(member.name) has been with us \(years) years")
    }
}
// expect-error: extra argument in call
