// Hacking with Swift-style pre-iOS 17 MVVM: an ObservableObject view model with @Published, owned by @StateObject
// in a child view, and what runs when the parent re-renders
// What SwiftUI does: `@StateObject` only keeps the autoclosure when the struct is made (rules §4.1) and runs it right
// before the view's first body: the child's init, then the view model's init, then the child's body (rules §4.2).
// A parent re-render builds the child again (its init prints, rules §2.6), but the closure is ignored (rules §4.3)
// and, capturing nothing, compares equal, so the child's body does not run (rules §2.5, §2.7). A `@Published` set
// sends `objectWillChange` with no equality check, so "Mark all read" re-runs the child's body even when the count is
// already 0 (rules §6.3, rules T12), reported by the box's field name `_viewModel` (rules §12.1). `:unmount` releases
// the object (rules §1.4, §4.4).
// Sources: rules §1.4, §2.5, §2.6, §2.7, §4.1–§4.4, §6.3, §12.1; Apple `StateObject`
// https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

@MainActor
final class BadgeViewModel: ObservableObject {
    @Published var unreadCount = 3

    init() {
        print("BadgeViewModel init")
    }

    deinit {
        print("BadgeViewModel deinit")
    }

    func markAllRead() {
        unreadCount = 0
    }
}

struct NotificationsBadge: View {
    @StateObject private var viewModel = BadgeViewModel()

    init() {
        print("NotificationsBadge init")
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("NotificationsBadge body: \(viewModel.unreadCount) unread")
        HStack {
            Image(systemName: "bell")
            Text("\(viewModel.unreadCount) unread")
            Button("Mark all read") { viewModel.markAllRead() }
        }
    }
}

struct LegacyHomeScreen: View {
    @State private var showsBanner = true

    var body: some View {
        let _ = print("LegacyHomeScreen body: banner \(showsBanner)")
        VStack {
            if showsBanner {
                Text("Welcome back!")
            }
            Button(showsBanner ? "Hide banner" : "Show banner") {
                showsBanner.toggle()
            }
            NotificationsBadge()
        }
    }
}

:mount LegacyHomeScreen()
// expect: LegacyHomeScreen body: banner true
// expect: NotificationsBadge init
// expect: BadgeViewModel init
// expect: NotificationsBadge: @self, @identity, _viewModel changed.
// expect: NotificationsBadge body: 3 unread
:tap "Hide banner"
// expect: LegacyHomeScreen body: banner false
// expect: NotificationsBadge init
:tap "Mark all read"
// expect: NotificationsBadge: _viewModel changed.
// expect: NotificationsBadge body: 0 unread
:tap "Mark all read"
// expect: NotificationsBadge: _viewModel changed.
// expect: NotificationsBadge body: 0 unread
:tap "Show banner"
// expect: LegacyHomeScreen body: banner true
// expect: NotificationsBadge init
:unmount
// expect: BadgeViewModel deinit
