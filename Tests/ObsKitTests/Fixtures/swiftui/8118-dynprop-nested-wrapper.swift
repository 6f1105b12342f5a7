// SwiftUI from Apple's documentation: a DynamicProperty nesting another DynamicProperty that holds @State
// Apple, DynamicProperty (https://developer.apple.com/documentation/swiftui/dynamicproperty): "An interface for a stored
// variable that updates an external property of a view. The view gives values to these properties prior to recomputing
// the view's body." update() (…/dynamicproperty/update()): called "before rendering a view's body". The outer wrapper
// prints in update(); its inner @State still drives the view.
import SwiftUI

struct Inner: DynamicProperty {
    @State var flag = false
}

@propertyWrapper
struct Outer: DynamicProperty {
    var inner = Inner()
    var wrappedValue: Bool {
        get { inner.flag }
        nonmutating set { inner.flag = newValue }
    }
    func update() { print("Outer update") }
}

struct FlagView: View {
    @Outer var on
    var body: some View {
        let _ = print("FlagView body \(on)")
        Button("Switch") { on.toggle() }
    }
}

:mount FlagView()
:tap "Switch"
// expect: Outer update
// expect: FlagView body false
// expect: Outer update
// expect: FlagView body true
