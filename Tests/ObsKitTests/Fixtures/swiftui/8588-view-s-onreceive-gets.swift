// SwiftUI from Apple's documentation: NotificationCenter publisher(for:object:) — https://developer.apple.com/documentation/foundation/notificationcenter/publisher(for:object:) (a view's onReceive gets each notification posted with that name)
import SwiftUI
import Combine

extension Notification.Name {
    static let documentSaved = Notification.Name("documentSaved")
}

struct StatusView: View {
    @State private var saves = 0

    var body: some View {
        VStack {
            Text("Saved \(saves) times")
            Button("Save") {
                NotificationCenter.default.post(name: .documentSaved, object: nil)
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .documentSaved)) { note in
            saves += 1
            print("\(note.name.rawValue) #\(saves)")
        }
    }
}

:mount StatusView()
:tap "Save"
:tap "Save"
// expect: documentSaved #1
// expect: documentSaved #2
