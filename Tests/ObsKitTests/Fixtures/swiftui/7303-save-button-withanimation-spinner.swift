// Save button: a button's action starts a `Task` that shows a spinner with `withAnimation`, waits for a (fake) save,
// and hides it again with `withAnimation(.spring)`, own code.
// What SwiftUI does: the action itself changes nothing, so the turn's update is empty; the task then runs until its
// sleep, its animated write runs the body, and the spinner is inserted and appears (rules §10.1, §11.1, §15.15). After
// the sleep the two writes in one `withAnimation` are one update: one body, and the spinner disappears (rules §10.1,
// §1.1). `withAnimation` changes how it looks, not what runs (rules §15.15).
// Sources: rules §1.1, §10.1, §11.1, §15.15; https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
import SwiftUI

struct SaveButtonView: View {
    @State private var isSaving = false
    @State private var savedCount = 0

    var body: some View {
        let _ = print("SaveButtonView body: saving \(isSaving), saved \(savedCount)")
        VStack {
            Button("Save") {
                Task {
                    withAnimation {
                        isSaving = true
                    }
                    print("saving")
                    try? await Task.sleep(for: .milliseconds(1500))
                    withAnimation(.spring) {
                        isSaving = false
                        savedCount += 1
                    }
                    print("saved")
                }
            }
            .disabled(isSaving)
            if isSaving {
                ProgressView()
                    .transition(.opacity)
                    .onAppear { print("spinner appeared") }
                    .onDisappear { print("spinner disappeared") }
            }
        }
    }
}

:mount SaveButtonView()
// expect: SaveButtonView body: saving false, saved 0
:tap "Save"
// expect: saving
// expect: SaveButtonView body: saving true, saved 0
// expect: spinner appeared
:advance 1s
:advance 500ms
// expect: saved
// expect: SaveButtonView body: saving false, saved 1
// expect: spinner disappeared
