// Apple docs style: the EnvironmentValues page: a custom key written the long way (EnvironmentKey + a computed property + a View helper) and one declared with @Entry; a view re-runs only when the key it reads changes (rules §14.2, §15.14)
import SwiftUI

private struct AccentNameKey: EnvironmentKey {
    static let defaultValue: String = "Default"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }

    @Entry var badgeCount: Int = 0
}

extension View {
    func accentName(_ name: String) -> some View {
        environment(\.accentName, name)
    }
}

struct Banner: View {
    @Environment(\.accentName) private var accentName

    var body: some View {
        let _ = print("Banner body: \(accentName)")
        Text("Theme: \(accentName)")
    }
}

struct Badge: View {
    @Environment(\.badgeCount) private var badgeCount

    var body: some View {
        let _ = print("Badge body: \(badgeCount)")
        Text("\(badgeCount) new")
    }
}

struct Inbox: View {
    @State private var unread = 0

    var body: some View {
        let _ = print("Inbox body")
        VStack {
            Banner()
            VStack {
                Banner()
                Badge()
            }
            .accentName("Ocean")
            Button("New mail") { unread += 1 }
        }
        .environment(\.badgeCount, unread)
    }
}

:mount Inbox()
// expect: Inbox body
// expect: Banner body: Default
// expect: Banner body: Ocean
// expect: Badge body: 0
:tap "New mail"
// expect: Inbox body
// expect: Badge body: 1
