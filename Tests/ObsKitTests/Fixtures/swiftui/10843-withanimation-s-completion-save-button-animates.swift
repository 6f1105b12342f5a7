// Tutorial style (withAnimation's completion): a save button animates a progress bar with withAnimation(.spring) { } completion: { }, and the completion sets the status the parent shows; a second tap changes nothing and only the completion runs (rules §15.15, §3.4, §3.5, §9.3, §2.7)
import SwiftUI

struct ProgressBar: View {
    @Binding var progress: Double

    var body: some View {
        Capsule()
            .fill(Color.blue)
            .frame(width: 200 * progress, height: 8)
    }
}

struct SavedBanner: View {
    let message: String

    var body: some View {
        let _ = print("SavedBanner body: \(message)")
        Text(message)
            .font(.caption)
    }
}

struct SaveView: View {
    @State private var progress = 0.0
    @State private var status = "Not saved"

    var body: some View {
        let _ = print("SaveView body, status: \(status)")
        VStack(spacing: 16) {
            ProgressBar(progress: $progress)
            SavedBanner(message: status)
            Button("Save") {
                print("saving")
                withAnimation(.spring) {
                    progress = 1.0
                } completion: {
                    print("animation finished")
                    status = "Saved"
                }
            }
        }
    }
}

:mount SaveView()
// expect: SaveView body, status: Not saved
// expect: SavedBanner body: Not saved
:tap "Save"
// expect: saving
// expect: animation finished
// expect: SaveView body, status: Saved
// expect: SavedBanner body: Saved
:tap "Save"
// expect: saving
// expect: animation finished
