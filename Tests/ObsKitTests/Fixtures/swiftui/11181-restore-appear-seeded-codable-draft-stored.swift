// Tutorial style (restore on appear): a seeded Codable draft stored with UserDefaults.standard.set(data) is decoded by an editor shown later in an if; the editor's onAppear restores it and its body runs again (rules §15.14, §1.1, §11.1, §3.4)
import SwiftUI

struct PostDraft: Codable {
    var headline: String
    var wordCount: Int
}

struct PostEditor: View {
    @AppStorage("postDraft") private var stored = Data()
    @State private var headline = ""
    @State private var words = 0

    var body: some View {
        let _ = print("PostEditor body: \(headline.isEmpty ? "(empty)" : headline), \(words) words")
        VStack {
            Text(headline)
        }
        .onAppear {
            guard let draft = try? JSONDecoder().decode(PostDraft.self, from: stored) else {
                print("nothing to restore")
                return
            }
            headline = draft.headline
            words = draft.wordCount
            print("restored \(draft.headline)")
        }
        .onDisappear { print("PostEditor gone") }
    }
}

struct ComposeScreen: View {
    @State private var showEditor = false
    var body: some View {
        let _ = print("ComposeScreen body, editor \(showEditor ? "shown" : "hidden")")
        VStack {
            Button("Seed draft") {
                let draft = PostDraft(headline: "Spring sale", wordCount: 120)
                let data = try! JSONEncoder().encode(draft)
                UserDefaults.standard.set(data, forKey: "postDraft")
                print("seeded \(draft.headline)")
            }
            Button(showEditor ? "Close" : "Open") { showEditor.toggle() }
            if showEditor {
                PostEditor()
            }
        }
    }
}
:mount ComposeScreen()
// expect: ComposeScreen body, editor hidden
:tap "Open"
// expect: ComposeScreen body, editor shown
// expect: PostEditor body: (empty), 0 words
// expect: nothing to restore
:tap "Close"
// expect: ComposeScreen body, editor hidden
// expect: PostEditor gone
:tap "Seed draft"
// expect: seeded Spring sale
:tap "Open"
// expect: ComposeScreen body, editor shown
// expect: PostEditor body: (empty), 0 words
// expect: restored Spring sale
// expect: PostEditor body: Spring sale, 120 words
