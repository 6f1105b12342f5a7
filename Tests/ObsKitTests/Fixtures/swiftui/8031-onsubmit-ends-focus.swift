// SwiftUI from Apple's documentation: Return in a focused TextField runs onSubmit, and the field then loses focus (FocusState false)
// Apple, View.onSubmit(of:_:) (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)): "Adds an action to perform when
// the user submits a value to this view." Apple, FocusState (https://developer.apple.com/documentation/swiftui/focusstate): "when focus
// leaves, the wrapped value of this property resets to nil or false." On iOS a single-line TextField ends editing on Return (the
// keyboard goes away). The body reads the focus state, not the text, so typing does not re-run it.
import SwiftUI

struct SearchBar: View {
    @State private var text = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        let _ = print("SearchBar body: focused \(isFocused)")
        TextField("Search", text: $text)
            .focused($isFocused)
            .onSubmit { print("submitted '\(text)'") }
    }
}

:mount SearchBar()
// expect: SearchBar body: focused false
:focus "Search"
// expect: SearchBar body: focused true
:type "tea" into "Search"
:submit "Search"
// expect: submitted 'tea'
// expect: SearchBar body: focused false
