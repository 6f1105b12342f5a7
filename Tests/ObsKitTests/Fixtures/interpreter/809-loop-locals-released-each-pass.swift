// A local declared in a loop's body is released at the end of each pass: its object's deinit runs before
// the next pass makes a new one. Expected output from swiftc 6.3.1 on Linux.
final class Tracker {
    let label: String
    init(_ label: String) { self.label = label; print("+ \(label)") }
    deinit { print("- \(label)") }
}
for pass in 1...3 {
    let tracker = Tracker("pass \(pass)")
    if pass == 2 { continue }
    print("using \(tracker.label)")
}
print("after the loop")

// expect: + pass 1
// expect: using pass 1
// expect: - pass 1
// expect: + pass 2
// expect: - pass 2
// expect: + pass 3
// expect: using pass 3
// expect: - pass 3
// expect: after the loop
