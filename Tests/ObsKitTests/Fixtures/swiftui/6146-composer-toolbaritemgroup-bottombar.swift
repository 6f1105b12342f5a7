// A post composer with a `ToolbarItem(placement: .topBarLeading)` and a `ToolbarItemGroup(placement:
// .bottomBar)` holding buttons, a Spacer and a character count, inside a NavigationStack.
// Source: Apple, `toolbaritemgroup`, `toolbaritemplacement`.
// Expected: the bar's buttons work like any button (rules §15.4); the draft button is enabled once there
// is text.
import SwiftUI

struct ComposeView: View {
    @State private var message = ""
    @State private var drafts: [String] = []

    var body: some View {
        NavigationStack {
            TextField("Message", text: $message, axis: .vertical)
                .lineLimit(3...6)
                .padding()
                .navigationTitle("New Post")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Discard") {
                            message = ""
                            print("discarded")
                        }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Save Draft") {
                            drafts.append(message)
                            print("drafts:", drafts.count)
                        }
                        .disabled(message.isEmpty)
                        Spacer()
                        Text("\(message.count)/280")
                        Button("Post") { print("posted:", message) }
                    }
                }
        }
    }
}

:mount ComposeView()
:type "Hi" into "Message"
:tap "Save Draft"
:tap "Post"
:tap "Discard"

// expect: drafts: 1
// expect: posted: Hi
// expect: discarded
