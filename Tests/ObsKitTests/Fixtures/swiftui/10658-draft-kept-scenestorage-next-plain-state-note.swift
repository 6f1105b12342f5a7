// Swift with Majid "@SceneStorage" style: a draft kept in @SceneStorage next to a plain @State note; closing the editor with `if` destroys its node, and reopening finds the scene's draft again while the @State starts over (rules §15.14, §1.1, §1.4)
import SwiftUI

struct DraftEditor: View {
    @SceneStorage("draftText") private var draft = ""
    @State private var scratch = ""

    var body: some View {
        let _ = print("DraftEditor body: draft='\(draft)' scratch='\(scratch)'")
        Form {
            TextField("Draft", text: $draft)
            TextField("Scratch", text: $scratch)
        }
    }
}

struct ComposeHost: View {
    @State private var editing = true

    var body: some View {
        let _ = print("ComposeHost body: editing=\(editing)")
        VStack {
            Button(editing ? "Close editor" : "Open editor") {
                editing.toggle()
            }
            if editing {
                DraftEditor()
            }
        }
    }
}

:mount ComposeHost()
// expect: ComposeHost body: editing=true
// expect: DraftEditor body: draft='' scratch=''
:type "Hey" into "Draft"
// expect: DraftEditor body: draft='H' scratch=''
// expect: DraftEditor body: draft='He' scratch=''
// expect: DraftEditor body: draft='Hey' scratch=''
:type "x" into "Scratch"
// expect: DraftEditor body: draft='Hey' scratch='x'
:tap "Close editor"
// expect: ComposeHost body: editing=false
:tap "Open editor"
// expect: ComposeHost body: editing=true
// expect: DraftEditor body: draft='Hey' scratch=''
