// Tutorial style (settings sheet): a sheet edits an @AppStorage Bool that the presenting view also reads; both re-run while the sheet is up, and dismissal leaves the value stored (rules §15.14, §13.1, §15.11, §2.8)
import SwiftUI

struct CompactSheet: View {
    @AppStorage("compactMode") private var compact = false
    var body: some View {
        let _ = print("CompactSheet body \(compact)")
        Toggle("Compact mode", isOn: $compact)
            .onDisappear { print("sheet closed") }
    }
}

struct FeedView: View {
    @AppStorage("compactMode") private var compact = false
    @State private var showSettings = false

    var body: some View {
        let _ = print("FeedView body compact=\(compact)")
        VStack {
            Text(compact ? "Compact feed" : "Roomy feed")
            Button("Settings") { showSettings = true }
        }
        .sheet(isPresented: $showSettings) {
            CompactSheet()
        }
    }
}
:mount FeedView()
// expect: FeedView body compact=false
:tap "Settings"
// expect: CompactSheet body false
:toggle "Compact mode"
// expect: FeedView body compact=true
// expect: CompactSheet body true
:dismiss
// expect: sheet closed
print(UserDefaults.standard.bool(forKey: "compactMode"))
// expect: true
