// Follows Apple's `App` page (https://developer.apple.com/documentation/swiftui/app): an app structure whose body
// is a WindowGroup, with a model made by a @StateObject in the App and handed to the window's views with
// environmentObject. `:mount InboxApp()` makes the App value and shows its WindowGroup's content (README, rules §15.16).
// - The App's init runs once; the @StateObject only keeps a closure in it, and the model is made before the App's
//   body needs it, once (Apple `stateobject`: "SwiftUI creates a new instance of the model object only once";
//   rules §4.1, §4.2, §4.3).
// - Both views that declare @EnvironmentObject observe the model: any @Published change re-runs each of them once,
//   parent before child, whatever they read (Apple `environmentobject`; rules §14.1, §6.5, §2.8, §10.1).
import SwiftUI

final class InboxModel: ObservableObject {
    @Published var unread = 3
    @Published var signature = "Sent from my phone"

    init() { print("InboxModel init") }
}

struct InboxApp: App {
    @StateObject private var inbox = InboxModel()

    init() { print("InboxApp init") }

    var body: some Scene {
        WindowGroup {
            InboxScreen()
                .environmentObject(inbox)
        }
    }
}

struct InboxScreen: View {
    @EnvironmentObject private var inbox: InboxModel

    var body: some View {
        let _ = print("InboxScreen body: \(inbox.unread) unread")
        VStack {
            UnreadBadge()
            Button("Read one") { inbox.unread -= 1 }
            Button("Edit signature") { inbox.signature = "Regards" }
        }
    }
}

struct UnreadBadge: View {
    @EnvironmentObject private var inbox: InboxModel

    var body: some View {
        let _ = print("UnreadBadge body: \(inbox.unread)")
        Text("\(inbox.unread)")
    }
}

:mount InboxApp()
// expect: InboxApp init
// expect: InboxModel init
// expect: InboxScreen body: 3 unread
// expect: UnreadBadge body: 3
:tap "Read one"
// expect: InboxScreen body: 2 unread
// expect: UnreadBadge body: 2
:tap "Edit signature"
// expect: InboxScreen body: 2 unread
// expect: UnreadBadge body: 2
