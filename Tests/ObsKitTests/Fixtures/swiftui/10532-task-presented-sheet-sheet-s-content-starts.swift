// async-in-views style: .task on a presented sheet: the sheet's content starts its load when presented, a swipe-down dismissal cancels it, and the presenter's body never runs for the flag (rules §13.1, §8.7, §11.3)
import SwiftUI

struct ProfileSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name: String?

    var body: some View {
        let _ = print("ProfileSheet body: \(name ?? "loading")")
        VStack {
            Text(name ?? "Loading profile")
            Button("Close") { dismiss() }
        }
        .task {
            print("fetching profile")
            do {
                try await Task.sleep(for: .seconds(1))
                name = "Kim"
                print("profile loaded")
            } catch {
                print("profile fetch cancelled")
            }
        }
    }
}

struct AccountScreen: View {
    @State private var showingProfile = false

    var body: some View {
        let _ = print("AccountScreen body")
        Button("Show Profile") { showingProfile = true }
            .sheet(isPresented: $showingProfile) {
                ProfileSheet()
            }
    }
}

:mount AccountScreen()
// expect: AccountScreen body
:tap "Show Profile"
// expect: ProfileSheet body: loading
// expect: fetching profile
:advance 500ms
:dismiss
// expect: profile fetch cancelled
:tap "Show Profile"
// expect: ProfileSheet body: loading
// expect: fetching profile
:advance 1s
// expect: profile loaded
// expect: ProfileSheet body: Kim
:tap "Close"
:advance 1s
