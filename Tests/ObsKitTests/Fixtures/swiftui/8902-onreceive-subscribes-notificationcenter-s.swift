// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:) (onReceive subscribes to NotificationCenter's publisher: a model posts a notification and the view's action updates its @State)
import SwiftUI
import Combine

extension Notification.Name {
    static let cartDidChange = Notification.Name("cartDidChange")
}

final class CartService: ObservableObject {
    func add(_ item: String) {
        print("adding \(item)")
        NotificationCenter.default.post(name: .cartDidChange, object: item)
    }
}

struct CartBadge: View {
    @StateObject private var service = CartService()
    @State private var changes = 0

    var body: some View {
        let _ = print("body: \(changes) changes")
        VStack {
            Text("\(changes) changes")
            Button("Add pear") { service.add("pear") }
        }
        .onReceive(NotificationCenter.default.publisher(for: .cartDidChange)) { note in
            print("notified about \(note.object as? String ?? "?")")
            changes += 1
        }
    }
}

:mount CartBadge()
:tap "Add pear"
:tap "Add pear"
// expect: body: 0 changes
// expect: adding pear
// expect: notified about pear
// expect: body: 1 changes
// expect: adding pear
// expect: notified about pear
// expect: body: 2 changes
