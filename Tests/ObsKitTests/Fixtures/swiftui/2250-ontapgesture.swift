// Issue 13 (B), onTapGesture: a tap on the view runs the action; it makes any view tappable, not only
// buttons. `:tap "Text"` on a view with onTapGesture, found by the text it shows, runs the action.
// Source: https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:). Rules §3.
import SwiftUI

struct Card: View {
    @State private var flipped = false

    var body: some View {
        let _ = print("Card body,", flipped ? "back" : "front")
        VStack {
            Text(flipped ? "Answer: 42" : "Question")
                .onTapGesture { flipped.toggle() }
        }
    }
}

:mount Card()
:tap "Question"
:tap "Answer: 42"

// expect: Card body, front
// expect: Card body, back
// expect: Card body, front
