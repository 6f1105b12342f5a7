// Issue 13 (B), `NotificationCenter.default.publisher(for:)` with onReceive: a post delivers the
// notification synchronously to the subscriber, so the action runs inside `post`; the view updates at the
// end of that turn. A post from a task waits for the virtual clock. After the view is gone nothing is
// delivered (onReceive's subscription ended with it).
// Source: https://developer.apple.com/documentation/foundation/notificationcenter/publisher(for:object:),
// https://developer.apple.com/documentation/foundation/notificationcenter/post(name:object:) (observers are
// notified synchronously), https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:).
// Rules §10, §11.
import SwiftUI

extension Notification.Name {
    static let cartDidChange = Notification.Name("cartDidChange")
}

struct CartBadge: View {
    @State private var count = 0

    var body: some View {
        let _ = print("CartBadge body,", count)
        Text("\(count)")
            .onReceive(NotificationCenter.default.publisher(for: .cartDidChange)) { note in
                print("received", note.object as? Int ?? -1)
                count = note.object as? Int ?? count
            }
    }
}

:mount CartBadge()
NotificationCenter.default.post(name: .cartDidChange, object: 2)
Task {
    try await Task.sleep(for: .seconds(1))
    NotificationCenter.default.post(name: .cartDidChange, object: 5)
}
:advance 1s
:unmount
NotificationCenter.default.post(name: .cartDidChange, object: 9)
print("done")

// expect: CartBadge body, 0
// expect: received 2
// expect: CartBadge body, 2
// expect: received 5
// expect: CartBadge body, 5
// expect: done
