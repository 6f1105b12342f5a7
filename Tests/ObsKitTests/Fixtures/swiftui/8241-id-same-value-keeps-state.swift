// SwiftUI from Apple's documentation: a parent update that leaves the .id(_:) value unchanged keeps the child's state
// Apple, id(_:) (https://developer.apple.com/documentation/swiftui/view/id(_:)): the identity, "for example, its state", is
// reset only "When the proxy value specified by the id parameter changes".
// Apple, WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): "Over time, driven by
// updates, new values for the view are created. But from SwiftUI's perspective, these represent the same view."
import SwiftUI

struct Notes: View {
    let title: String
    @State private var lines = 0
    var body: some View {
        Button("Add line") {
            lines += 1
            print("\(title): \(lines) lines")
        }
    }
}

struct NotesHost: View {
    @State private var folder = "Inbox"
    @State private var refreshes = 0
    var body: some View {
        VStack {
            Button("Refresh") { refreshes += 1 }
            Text("Refreshed \(refreshes) times")
            Notes(title: "\(folder) #\(refreshes)")
                .id(folder)
        }
    }
}

:mount NotesHost()
:tap "Add line"
:tap "Refresh"
:tap "Add line"
:tap "Refresh"
:tap "Add line"
// expect: Inbox #0: 1 lines
// expect: Inbox #1: 2 lines
// expect: Inbox #2: 3 lines
