// Hacking with Swift style (reusable limited field): a child with @Binding enforces its limit in its own onChange(of:); typing re-runs only the child that reads the binding, never the parent that passed $state (rules §9.3, §3.5, §11.1)
import SwiftUI

struct LimitedField: View {
    let title: String
    @Binding var text: String
    let limit: Int

    var body: some View {
        let _ = print("\(title) field body")
        VStack(alignment: .leading) {
            TextField(title, text: $text)
            Text("\(text.count)/\(limit)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .onChange(of: text) { _, newValue in
            if newValue.count > limit {
                text = String(newValue.prefix(limit))
                print("\(title) capped at \(limit)")
            }
        }
    }
}

struct PostComposer: View {
    @State private var handle = ""
    @State private var message = ""

    var body: some View {
        let _ = print("composer body")
        Form {
            LimitedField(title: "Handle", text: $handle, limit: 4)
            LimitedField(title: "Message", text: $message, limit: 20)
            Button("Post") {
                print("@\(handle): \(message)")
            }
        }
    }
}
:mount PostComposer()
// expect: composer body
// expect: Handle field body
// expect: Message field body
:type "swift" into "Handle"
// expect: Handle field body
// expect: Handle field body
// expect: Handle field body
// expect: Handle field body
// expect: Handle field body
// expect: Handle capped at 4
// expect: Handle field body
:type "Hi" into "Message"
// expect: Message field body
// expect: Message field body
:tap "Post"
// expect: @swif: Hi
