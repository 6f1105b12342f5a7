// Swift with Majid style: two kinds of environment: a hand-written EnvironmentKey holding a struct (set through a View extension) and an @Observable session given with .environment(session); each leaf re-runs for the session property it read or for a new palette, the middle view and the leaf that reads neither never run again (rules §14.2, §8.3, §2.7)
import SwiftUI

struct Palette: Equatable {
    var accent: String
    var cornerRadius: Int
}

private struct PaletteKey: EnvironmentKey {
    static let defaultValue = Palette(accent: "blue", cornerRadius: 8)
}

extension EnvironmentValues {
    var palette: Palette {
        get { self[PaletteKey.self] }
        set { self[PaletteKey.self] = newValue }
    }
}

extension View {
    func palette(_ palette: Palette) -> some View {
        environment(\.palette, palette)
    }
}

@Observable
final class Session {
    var userName = "guest"
    var unread = 0
}

struct GreetingLine: View {
    @Environment(Session.self) private var session
    @Environment(\.palette) private var palette

    var body: some View {
        let _ = print("GreetingLine body: \(session.userName) in \(palette.accent)")
        Text("Hi \(session.userName)")
    }
}

struct InboxBadge: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = print("InboxBadge body: \(session.unread)")
        Text("\(session.unread) unread")
    }
}

struct FooterNote: View {
    var body: some View {
        let _ = print("FooterNote body")
        Text("v1.0")
    }
}

struct HomeContent: View {
    var body: some View {
        let _ = print("HomeContent body")
        VStack {
            GreetingLine()
            InboxBadge()
            FooterNote()
        }
    }
}

struct AppRoot: View {
    @State private var session = Session()
    @State private var nightMode = false

    var body: some View {
        let _ = print("AppRoot body")
        VStack {
            HomeContent()
            Button("Mail arrives") { session.unread += 1 }
            Button("Log in") { session.userName = "mia" }
            Button("Night mode") { nightMode.toggle() }
        }
        .environment(session)
        .palette(nightMode ? Palette(accent: "purple", cornerRadius: 8) : Palette(accent: "blue", cornerRadius: 8))
    }
}

:mount AppRoot()
// expect: AppRoot body
// expect: HomeContent body
// expect: GreetingLine body: guest in blue
// expect: InboxBadge body: 0
// expect: FooterNote body
:tap "Mail arrives"
// expect: InboxBadge body: 1
:tap "Log in"
// expect: GreetingLine body: mia in blue
:tap "Log in"
:tap "Night mode"
// expect: AppRoot body
// expect: GreetingLine body: mia in purple
