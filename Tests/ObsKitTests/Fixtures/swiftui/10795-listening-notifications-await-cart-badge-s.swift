// Tutorial style (listening to notifications with for await): a cart badge's .task iterates NotificationCenter's notifications(named:); each post updates it, and removing the badge cancels the task and ends the loop (rules §11.3, §1.4, §15.15)
import SwiftUI

extension Notification.Name {
    static let cartUpdated = Notification.Name("cartUpdated")
}

struct CartBadge: View {
    @State private var count = 0

    var body: some View {
        Text("Cart: \(count)")
            .task {
                print("listening for cart updates")
                for await note in NotificationCenter.default.notifications(named: .cartUpdated) {
                    count = note.userInfo?["count"] as? Int ?? 0
                    print("badge now \(count)")
                }
                print("stopped listening")
            }
    }
}

struct StoreView: View {
    @State private var items = 0
    @State private var showBadge = true

    var body: some View {
        VStack {
            if showBadge {
                CartBadge()
            }
            Button("Add to Cart") {
                items += 1
                NotificationCenter.default.post(name: .cartUpdated, object: nil, userInfo: ["count": items])
                print("posted \(items)")
            }
            Button("Hide Badge") { showBadge = false }
        }
    }
}

:mount StoreView()
// expect: listening for cart updates
:tap "Add to Cart"
// expect: posted 1
// expect: badge now 1
:tap "Add to Cart"
// expect: posted 2
// expect: badge now 2
:tap "Hide Badge"
// expect: stopped listening
:tap "Add to Cart"
// expect: posted 3
