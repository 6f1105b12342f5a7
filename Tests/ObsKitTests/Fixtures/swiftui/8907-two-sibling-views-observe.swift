// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (two sibling views observe the same shared store with @ObservedObject: a change made in one re-renders both)
import SwiftUI
import Combine

final class InboxStore: ObservableObject {
    static let shared = InboxStore()
    @Published var unread = 3
}

struct InboxBadge: View {
    @ObservedObject var store = InboxStore.shared

    var body: some View {
        let _ = print("badge body: \(store.unread)")
        Text("\(store.unread) unread")
    }
}

struct InboxActions: View {
    @ObservedObject var store = InboxStore.shared

    var body: some View {
        let _ = print("actions body: \(store.unread)")
        Button("Mark one read") { store.unread -= 1 }
    }
}

struct InboxScreen: View {
    var body: some View {
        VStack {
            InboxBadge()
            InboxActions()
        }
    }
}

:mount InboxScreen()
:tap "Mark one read"
// expect: badge body: 3
// expect: actions body: 3
// expect: badge body: 2
// expect: actions body: 2
