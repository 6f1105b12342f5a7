// Style: blog post, "Split your environment objects". Each @EnvironmentObject subscribes to its own object only (rules §14.1): a change to the
// user re-runs the views that declare the user, not those that declare only the theme. The root owns both with @StateObject, so it runs for
// either change (rules §4.4); children with equal values and no dirty property skip their bodies (rules §2.7).
import SwiftUI

final class UserStore: ObservableObject {
    @Published var name = "Kim"
}

final class ThemeStore: ObservableObject {
    @Published var dark = false
}

struct UserBadge: View {
    @EnvironmentObject var user: UserStore

    var body: some View {
        let _ = print("UserBadge body: \(user.name)")
        Text(user.name)
    }
}

struct ThemeSwatch: View {
    @EnvironmentObject var theme: ThemeStore

    var body: some View {
        let _ = print("ThemeSwatch body: \(theme.dark ? "dark" : "light")")
        Text(theme.dark ? "Dark" : "Light")
    }
}

struct PlainFooter: View {
    var body: some View {
        let _ = print("PlainFooter body")
        Text("v1.0")
    }
}

struct HomeScreen: View {
    @StateObject private var user = UserStore()
    @StateObject private var theme = ThemeStore()

    var body: some View {
        let _ = print("HomeScreen body")
        VStack {
            UserBadge()
            ThemeSwatch()
            PlainFooter()
            Button("Rename") { user.name = "Lee" }
            Button("Go dark") { theme.dark = true }
        }
        .environmentObject(user)
        .environmentObject(theme)
    }
}

:mount HomeScreen()
// expect: HomeScreen body
// expect: UserBadge body: Kim
// expect: ThemeSwatch body: light
// expect: PlainFooter body
:tap "Rename"
// expect: HomeScreen body
// expect: UserBadge body: Lee
:tap "Go dark"
// expect: HomeScreen body
// expect: ThemeSwatch body: dark
