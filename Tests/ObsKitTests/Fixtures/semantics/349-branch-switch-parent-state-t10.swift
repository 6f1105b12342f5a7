// rules §1, T10: state owned by the parent survives a branch switch; only branch-local state
// resets. Both branches bind the parent's `notes`.
import SwiftUI

struct Editor: View {
    @State private var flag = true
    @State private var notes = ""
    var body: some View {
        let _ = print("notes=[\(notes)]")
        VStack {
            Button("Switch") { flag.toggle() }
            if flag {
                TextField("Notes", text: $notes)
            } else {
                TextField("Notes", text: $notes).padding()
            }
        }
    }
}

:mount Editor()
:type "hi" into "Notes"
:tap "Switch"
:type "!" into "Notes"

// expect: notes=[]
// expect: notes=[h]
// expect: notes=[hi]
// expect: notes=[hi]
// expect: notes=[hi!]
