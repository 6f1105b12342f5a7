// A postfix `#if` in a member chain (Swift 5.5): the active branch's members apply to the base. ObsREPL answers as iOS
// (README, "Conditional compilation"). Expected output: written by hand from that rule; swiftc on this Linux machine
// takes the #else branches ("swift ui" and "9").
let name = "Swift UI"
let shown = name
    #if os(iOS)
    .uppercased()
    #else
    .lowercased()
    #endif
print(shown)
let count = [3, 1, 2]
    .map { $0 * 2 }
    #if DEBUG
    .filter { $0 > 2 }
    #endif
    .reduce(0, +)
#if !DEBUG
print("not reached")
#endif
print(count)

// expect: SWIFT UI
// expect: 10
