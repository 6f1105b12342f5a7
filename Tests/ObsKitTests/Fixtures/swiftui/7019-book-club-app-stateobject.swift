// Book club app: the App struct owns the store with @StateObject and passes it to its WindowGroup's content with
// `.environmentObject`, as WWDC20's "Data Essentials in SwiftUI" shows for app-wide models; own code (no `@main`, so
// the file also runs as a script; ObsREPL mounts the App value).
// What SwiftUI does: the App's init runs first; the @StateObject's closure runs once, when the App is installed and
// before its body builds the scene that needs the store (rules §4.1, §4.2, §15.16). The meetings view reads the store
// through @EnvironmentObject; planning a meeting publishes, and the view runs again (rules §6.3, §14.1). No second
// store is ever made.
// Sources: rules §4.2, §14.1, §15.16; WWDC20 "Data Essentials in SwiftUI" https://developer.apple.com/videos/play/wwdc2020/10040/;
// Apple https://developer.apple.com/documentation/swiftui/app
import SwiftUI

final class BookClubStore: ObservableObject {
    @Published var meetings: [String] = ["January: Dune"]

    init() { print("BookClubStore init") }
}

struct MeetingsView: View {
    @EnvironmentObject var store: BookClubStore

    var body: some View {
        let _ = print("MeetingsView body: \(store.meetings.count) meetings")
        VStack {
            List {
                ForEach(store.meetings, id: \.self) { meeting in
                    Text(meeting)
                }
            }
            Button("Plan Meeting") { store.meetings.append("February: Emma") }
        }
    }
}

struct BookClubApp: App {
    @StateObject private var store = BookClubStore()

    init() { print("BookClubApp init") }

    var body: some Scene {
        WindowGroup {
            MeetingsView()
                .environmentObject(store)
        }
    }
}

:mount BookClubApp()
// expect: BookClubApp init
// expect: BookClubStore init
// expect: MeetingsView body: 1 meetings
:tap "Plan Meeting"
// expect: MeetingsView body: 2 meetings
:tap "Plan Meeting"
// expect: MeetingsView body: 3 meetings
