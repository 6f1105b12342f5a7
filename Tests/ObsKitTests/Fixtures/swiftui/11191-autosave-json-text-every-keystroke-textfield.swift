// Tutorial style (autosave as JSON text): every keystroke in a TextField changes a Codable draft; onChange encodes it with sorted keys and stores the JSON String in @AppStorage, which a sibling preview view shows; Discard's clear is overwritten by the onChange that follows (rules §15.14, §10.1, §15.10, §2.7)
import SwiftUI

struct Comment: Codable, Equatable {
    var author: String
    var text: String
}

struct CommentComposer: View {
    @State private var comment = Comment(author: "kim", text: "")
    @AppStorage("commentJSON") private var savedJSON = ""

    var body: some View {
        let _ = print("composer body text='\(comment.text)'")
        VStack {
            TextField("Comment", text: $comment.text)
            Button("Discard") {
                comment.text = ""
                savedJSON = ""
            }
        }
        .onChange(of: comment) { _, newComment in
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            savedJSON = String(decoding: try! encoder.encode(newComment), as: UTF8.self)
        }
    }
}

struct SavedPreview: View {
    @AppStorage("commentJSON") private var savedJSON = ""
    var body: some View {
        let _ = print("preview: \(savedJSON.isEmpty ? "(nothing saved)" : savedJSON)")
        Text(savedJSON)
    }
}

struct CommentScreen: View {
    var body: some View {
        VStack {
            CommentComposer()
            SavedPreview()
        }
    }
}
:mount CommentScreen()
// expect: composer body text=''
// expect: preview: (nothing saved)
:type "ok" into "Comment"
// expect: composer body text='o'
// expect: preview: {"author":"kim","text":"o"}
// expect: composer body text='ok'
// expect: preview: {"author":"kim","text":"ok"}
:tap "Discard"
// expect: composer body text=''
// expect: preview: (nothing saved)
// expect: preview: {"author":"kim","text":""}
