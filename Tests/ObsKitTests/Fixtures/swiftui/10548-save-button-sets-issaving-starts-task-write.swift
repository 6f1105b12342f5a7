// async-in-views style: a Save button sets isSaving and starts a Task { }; the write before the Task and the Task's writes after its await are separate updates, and the two writes after the await coalesce into one body (rules §10.1)
import SwiftUI

func saveDraft() async {
    try? await Task.sleep(for: .seconds(1))
}

struct DraftEditor: View {
    @State private var isSaving = false
    @State private var savedCount = 0

    var body: some View {
        let _ = print("DraftEditor body: saving=\(isSaving) saved=\(savedCount)")
        VStack {
            Button("Save") {
                isSaving = true
                Task {
                    await saveDraft()
                    isSaving = false
                    savedCount += 1
                    print("draft saved")
                }
            }
            .disabled(isSaving)
            Text("Saved \(savedCount) times")
        }
    }
}

:mount DraftEditor()
// expect: DraftEditor body: saving=false saved=0
:tap "Save"
// expect: DraftEditor body: saving=true saved=0
:advance 1s
// expect: draft saved
// expect: DraftEditor body: saving=false saved=1
:tap "Save"
// expect: DraftEditor body: saving=true saved=1
:advance 1s
// expect: draft saved
// expect: DraftEditor body: saving=false saved=2
