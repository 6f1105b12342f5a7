// DispatchQueue.main.async runs its work at the end of the current turn, after what the turn prints,
// and work it enqueues runs in the same drain.
import Foundation
DispatchQueue.main.async { print("later"); DispatchQueue.main.async { print("even later") } }; print("now")
print("next turn")

// expect: now
// expect: later
// expect: even later
// expect: next turn
