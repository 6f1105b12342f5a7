// Chris Eidhof (objc.io), "Binding with Get and Set", https://chris.eidhof.nl/post/binding-with-get-set/ — a child handed `Binding(get:set:)` re-renders at every parent render, while the same child handed `$flag` is skipped
// Chris Eidhof: a binding made with Binding(get:set:) "can't be compared", since it holds closures, so SwiftUI
// considers the child changed each time the parent's body runs; a `$state` binding compares equal while its
// value is the same (rules §2.5, §2.7). Making the custom binding calls its getter in the parent's body, so
// the parent also depends on `flag` (OpenSwiftUI Binding.init(get:set:); rules §9.1, §3.5).
import SwiftUI

struct FlagRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("\(title) row body, isOn \(isOn)")
        Toggle(title, isOn: $isOn)
    }
}

struct ContentView: View {
    @State private var counter = 0
    @State private var flag = false

    var body: some View {
        let _ = print("ContentView body, counter \(counter)")
        VStack {
            Button("Bump \(counter)") { counter += 1 }
            FlagRow(title: "Dollar", isOn: $flag)
            FlagRow(title: "Custom", isOn: Binding(get: { flag }, set: { flag = $0 }))
        }
    }
}

:mount ContentView()
// expect: ContentView body, counter 0
// expect: Dollar row body, isOn false
// expect: Custom row body, isOn false
:tap "Bump 0"
// expect: ContentView body, counter 1
// expect: Custom row body, isOn false
:tap "Bump 1"
// expect: ContentView body, counter 2
// expect: Custom row body, isOn false
:toggle "Dollar"
// expect: ContentView body, counter 2
// expect: Dollar row body, isOn true
// expect: Custom row body, isOn true
