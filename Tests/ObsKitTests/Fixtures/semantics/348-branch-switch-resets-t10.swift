// rules §1, §11, T10: the two branches of if/else are distinct identities even for the same
// view type: switching destroys one node and creates the other, so branch-local @State starts
// over; onDisappear(old) then onAppear(new), after the update.
import SwiftUI

struct Counter: View {
    let tag: String
    @State private var count = 0
    var body: some View {
        let _ = print("Counter", tag, count)
        Button("Count \(count)") { count += 1 }
            .onAppear { print("appear", tag) }
            .onDisappear { print("disappear", tag) }
    }
}

struct Parent: View {
    @State private var flag = true
    var body: some View {
        VStack {
            Button("Switch") { flag.toggle() }
            if flag {
                Counter(tag: "then")
            } else {
                Counter(tag: "else")
            }
        }
    }
}

:mount Parent()
:tap "Count 0"
:tap "Count 1"
:tap "Switch"
:tap "Switch"

// expect: Counter then 0
// expect: appear then
// expect: Counter then 1
// expect: Counter then 2
// expect: Counter else 0
// expect: disappear then
// expect: appear else
// expect: Counter then 0
// expect: disappear else
// expect: appear then
