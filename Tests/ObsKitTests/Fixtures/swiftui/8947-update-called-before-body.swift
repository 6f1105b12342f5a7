// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicproperty/update() (update() is called before the body for a DynamicProperty nested in another one as well as for the outer one: both have run before each body)
import SwiftUI

var updated: [String] = []

func takeUpdated() -> String {
    defer { updated = [] }
    return Set(updated).sorted().joined(separator: "+")
}

struct Inner: DynamicProperty {
    @State var count = 0
    mutating func update() { updated.append("inner") }
}

struct Outer: DynamicProperty {
    var inner = Inner()
    mutating func update() { updated.append("outer") }
}

struct NestedView: View {
    var outer = Outer()

    var body: some View {
        let _ = print("body \(outer.inner.count), updated: \(takeUpdated())")
        Button("Inc") { outer.inner.count += 1 }
    }
}

:mount NestedView()
:tap "Inc"
// expect: body 0, updated: inner+outer
// expect: body 1, updated: inner+outer
