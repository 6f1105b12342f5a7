// SwiftUI from a community tutorial: https://jaredsinclair.com/2024/03/14/state-object-autoclosure.html (@ObservedObject with an inline default value: a new object at every ancestor render, and the count starts over)
// Jared Sinclair: with `@ObservedObject private var someObject = SomeObject()` "the wrapped object's initializer ...
// would be run every time MyView, the struct, was initialized", and MyView "gets invoked anytime SomeAncestor.body is
// read". Apple's ObservedObject page likewise says not to create the object inline ("SwiftUI might create or recreate a
// view at any time"). The ancestor here reads its own @State, so each "Refresh" runs its body, which builds MyView again.
// - Count on object #1; refresh: object #2, whose count starts at 0; count on it; refresh again: object #3.
import SwiftUI

final class SomeObject: ObservableObject {
    static var made = 0
    let number: Int
    @Published var count = 0

    init() {
        SomeObject.made += 1
        number = SomeObject.made
        print("SomeObject init #\(number)")
    }
}

struct MyView: View {
    @ObservedObject private var someObject = SomeObject()

    var body: some View {
        Button("Count \(someObject.count)") {
            someObject.count += 1
            print("object #\(someObject.number) count \(someObject.count)")
        }
    }
}

struct SomeAncestor: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshed \(refreshes) times")
            Button("Refresh") { refreshes += 1 }
            MyView()
        }
    }
}

:mount SomeAncestor()
// expect: SomeObject init #1
:tap "Count 0"
// expect: object #1 count 1
:tap "Count 1"
// expect: object #1 count 2
:tap "Refresh"
// expect: SomeObject init #2
:tap "Count 0"
// expect: object #2 count 1
:tap "Refresh"
// expect: SomeObject init #3
