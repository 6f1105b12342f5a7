// Tutorial style (error alert with Retry): a failed save sets an error and shows .alert(_:isPresented:presenting:); Retry runs in the alert's action and succeeds, and the body runs for each change it reads (rules §13.2, §8.7, §10.1)
import SwiftUI

struct SaveError {
    let message: String
}

struct DocumentView: View {
    @State private var saveError: SaveError?
    @State private var showError = false
    @State private var savedCount = 0
    @State private var attempts = 0

    func attemptSave() {
        attempts += 1
        if attempts == 1 {
            print("save failed")
            saveError = SaveError(message: "Network down")
            showError = true
        } else {
            print("saved on attempt \(attempts)")
            saveError = nil
            savedCount += 1
        }
    }

    var body: some View {
        let _ = print("DocumentView.body saved=\(savedCount)")
        Button("Save") { attemptSave() }
            .alert("Save failed", isPresented: $showError, presenting: saveError) { error in
                Button("Retry") { attemptSave() }
                Button("OK", role: .cancel) { }
            } message: { error in
                Text(error.message)
            }
    }
}
:mount DocumentView()
// expect: DocumentView.body saved=0
:tap "Save"
// expect: save failed
// expect: DocumentView.body saved=0
:tap "Retry"
// expect: saved on attempt 2
// expect: DocumentView.body saved=1
:tap "Save"
// expect: saved on attempt 3
// expect: DocumentView.body saved=2
