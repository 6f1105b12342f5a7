// Tutorial style (Codable draft): a Codable draft encoded with JSONEncoder into @AppStorage Data on every edit via onChange, decoded back in onAppear; the body reads the stored bytes, so each save is one more update (rules §15.14, §11.1, §3.4, §3.5, §10.1)
import SwiftUI

struct NoteDraft: Codable, Equatable {
    var title: String = ""
    var pinned: Bool = false
}

struct DraftEditor: View {
    @AppStorage("noteDraft") private var draftData = Data()
    @State private var draft = NoteDraft()

    var body: some View {
        let _ = print("DraftEditor body: '\(draft.title)' pinned=\(draft.pinned) stored=\(draftData.count)")
        Form {
            TextField("Title", text: $draft.title)
            Toggle("Pinned", isOn: $draft.pinned)
        }
        .onAppear {
            if let saved = try? JSONDecoder().decode(NoteDraft.self, from: draftData) {
                draft = saved
                print("restored draft")
            } else {
                print("no saved draft (\(draftData.count) bytes)")
            }
        }
        .onChange(of: draft) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            if let data = try? encoder.encode(draft) {
                draftData = data
                print("saved", String(decoding: data, as: UTF8.self))
            }
        }
    }
}
:mount DraftEditor()
// expect: DraftEditor body: '' pinned=false stored=0
// expect: no saved draft (0 bytes)
:type "Hi" into "Title"
// expect: DraftEditor body: 'H' pinned=false stored=0
// expect: saved {"pinned":false,"title":"H"}
// expect: DraftEditor body: 'H' pinned=false stored=28
// expect: DraftEditor body: 'Hi' pinned=false stored=28
// expect: saved {"pinned":false,"title":"Hi"}
// expect: DraftEditor body: 'Hi' pinned=false stored=29
:toggle "Pinned"
// expect: DraftEditor body: 'Hi' pinned=true stored=29
// expect: saved {"pinned":true,"title":"Hi"}
// expect: DraftEditor body: 'Hi' pinned=true stored=28
let restored = try! JSONDecoder().decode(NoteDraft.self, from: UserDefaults.standard.data(forKey: "noteDraft")!)
print(restored)
// expect: NoteDraft(title: "Hi", pinned: true)
