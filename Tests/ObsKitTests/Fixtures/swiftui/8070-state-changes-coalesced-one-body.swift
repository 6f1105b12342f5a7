// SwiftUI from Apple's documentation: several @State writes in one button action give one update: each body runs once, with all values
// Apple, State (https://developer.apple.com/documentation/swiftui/state): "When the value changes, SwiftUI updates the parts of the
// view hierarchy that depend on the value." Apple, EnvironmentObject.wrappedValue
// (https://developer.apple.com/documentation/swiftui/environmentobject/wrappedvalue): "When a mutable value changes, the new value is
// immediately available. However, a view displaying the value is updated asynchronously" - the three writes land in one update.
import SwiftUI

struct Summary: View {
    let first: String
    let last: String

    var body: some View {
        let _ = print("Summary body: \(first) \(last)")
        Text("\(first) \(last)")
    }
}

struct Editor: View {
    @State private var first = "Ada"
    @State private var last = "King"
    @State private var saves = 0

    var body: some View {
        let _ = print("Editor body: saves \(saves)")
        VStack {
            Button("Apply") {
                first = "Grace"
                last = "Hopper"
                saves += 1
                print("action done")
            }
            Summary(first: first, last: last)
        }
    }
}

:mount Editor()
// expect: Editor body: saves 0
// expect: Summary body: Ada King
:tap "Apply"
// expect: action done
// expect: Editor body: saves 1
// expect: Summary body: Grace Hopper
