// SwiftUI from Apple's documentation: when focus moves between two fields, one Bool FocusState turns false and the other true
// Apple, View.focused(_:) (https://developer.apple.com/documentation/swiftui/view/focused(_:)): "When focus moves to the view, the
// binding sets the bound value to true." "When focus leaves the modified view, the binding sets the value to false." Apple,
// FocusState.wrappedValue (https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue): "When focus is not in any view
// that is bound to this state, the wrapped value will be nil (for optional-typed state) or false (for Bool-typed state)."
import SwiftUI

struct TwoFields: View {
    @State private var first = ""
    @State private var second = ""
    @FocusState private var firstFocused: Bool
    @FocusState private var secondFocused: Bool

    var body: some View {
        let _ = print("TwoFields body: first \(firstFocused), second \(secondFocused)")
        VStack {
            TextField("First", text: $first)
                .focused($firstFocused)
            TextField("Second", text: $second)
                .focused($secondFocused)
        }
    }
}

:mount TwoFields()
// expect: TwoFields body: first false, second false
:focus "First"
// expect: TwoFields body: first true, second false
:focus "Second"
// expect: TwoFields body: first false, second true
