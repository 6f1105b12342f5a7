// Mistake: calls a mutating Foundation method (Date.addTimeInterval) on a date declared with `let`.
// Expected message: swiftc 6.3.1 -typecheck on this machine
import Foundation

let start = Date(timeIntervalSince1970: 0)
let meeting = start

func minutes(_ m: Double) -> TimeInterval {
    m * 60
}

meeting.addTimeInterval(minutes(30))
print("Meeting moved by \(meeting.timeIntervalSince(start)) seconds")
// expect-error: cannot use mutating member on immutable value: 'meeting' is a 'let' constant
