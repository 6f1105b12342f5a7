// Issue 13 (B), @FocusState with a Bool and `.focused($flag)`: setting the flag from code focuses or
// unfocuses the field; the user focusing the field sets it to true. `:focus "Title"` focuses a field as a
// tap on it would; `:type` into a field that isn't focused focuses it first (a user must tap it to type).
// Tapping a button doesn't take the focus away. onChange reports each change after the update.
// Source: https://developer.apple.com/documentation/swiftui/focusstate,
// https://developer.apple.com/documentation/swiftui/view/focused(_:). Rules §3, §10.
import SwiftUI

struct CommentBox: View {
    @State private var text = ""
    @FocusState private var editing: Bool

    var body: some View {
        VStack {
            TextField("Comment", text: $text)
                .focused($editing)
            Button("Write") { editing = true }
            Button("Done") { editing = false }
            Button("Post") { print("post '\(text)', editing:", editing) }
        }
        .onChange(of: editing) { _, now in
            print("editing:", now)
        }
    }
}

:mount CommentBox()
:tap "Write"
:tap "Done"
:focus "Comment"
:type "hi" into "Comment"
:tap "Post"
:tap "Done"
:type "!" into "Comment"
:tap "Post"

// expect: editing: true
// expect: editing: false
// expect: editing: true
// expect: post 'hi', editing: true
// expect: editing: false
// expect: editing: true
// expect: post 'hi!', editing: true
