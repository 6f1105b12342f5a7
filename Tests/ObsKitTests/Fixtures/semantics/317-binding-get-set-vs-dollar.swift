// rules §2 rule 5, §9: `$n` reuses one location, so an unchanged value compares equal and
// the child is not re-run; `Binding(get:set:)` made in body is always different.
import SwiftUI

struct Show: View {
    let tag: String
    @Binding var value: Int
    var body: some View {
        let _ = print("Show", tag, value)
        Text("\(value)")
    }
}

struct Parent: View {
    @State private var n = 0
    @State private var other = 0
    var body: some View {
        VStack {
            Text("\(other)")
            Button("Other") { other += 1 }
            Show(tag: "dollar", value: $n)
            Show(tag: "getset", value: Binding(get: { n }, set: { n = $0 }))
        }
    }
}

:mount Parent()
:tap "Other"
:tap "Other"

// expect: Show dollar 0
// expect: Show getset 0
// expect: Show getset 0
// expect: Show getset 0
