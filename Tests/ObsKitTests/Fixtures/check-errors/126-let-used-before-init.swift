// Mistake: declares a `let` without a value, sets it only in some branches of a switch, then reads it.
// Expected message: swiftc 6.3.1 on this machine, -emit-sil: `swiftc -typecheck -swift-version 5` reports nothing (the diagnostic comes from
// the SIL passes after type checking), `swiftc -emit-sil -swift-version 5` gives it as the first error
enum Level {
    case beginner, intermediate, expert
}

func greeting(for level: Level, name: String) -> String {
    let prefix: String
    switch level {
    case .beginner:
        prefix = "Welcome"
    case .intermediate:
        prefix = "Good to see you again"
    case .expert:
        print("No special greeting for experts")
    }
    return "\(prefix), \(name)!"
}

print(greeting(for: .beginner, name: "Sam"))
print(greeting(for: .expert, name: "Kim"))
// expect-error: constant 'prefix' used before being initialized
