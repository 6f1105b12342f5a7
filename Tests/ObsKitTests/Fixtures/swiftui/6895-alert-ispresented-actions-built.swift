// A confirmation alert driven by a Bool binding (`alert(_:isPresented:actions:message:)`), with a print in its
// actions builder to see when SwiftUI builds them.
// What SwiftUI does: the actions and message closures are not escaping, so they run while the parent's body runs,
// at every body run, shown or not (Apple, alert(_:isPresented:actions:message:):
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:); rules §8.6,
// §13.2). The body never reads `confirmingClear` (it only passes `$confirmingClear`), so presenting and dismissing
// the alert run no body (rules §3.5, §8.7). A tap on an alert button runs its action and dismisses the alert; while
// it is up only its buttons can be tapped (rules §15.11).
import SwiftUI

struct DownloadsView: View {
    @State private var files = ["report.pdf", "photo.heic"]
    @State private var confirmingClear = false

    var body: some View {
        let _ = print("DownloadsView body, \(files.count) files")
        List {
            ForEach(files, id: \.self) { file in
                Text(file)
            }
            Button("Clear All", role: .destructive) {
                confirmingClear = true
            }
        }
        .alert("Clear downloads?", isPresented: $confirmingClear) {
            let _ = print("alert actions built")
            Button("Clear", role: .destructive) {
                files.removeAll()
                print("cleared")
            }
            Button("Keep", role: .cancel) {
                print("kept")
            }
        } message: {
            Text("This removes \(files.count) files.")
        }
    }
}

:mount DownloadsView()
// expect: DownloadsView body, 2 files
// expect: alert actions built
:tap "Clear All"
:tap "Keep"
// expect: kept
:tap "Clear All"
:tap "Clear"
// expect: cleared
// expect: DownloadsView body, 0 files
// expect: alert actions built
