// App-organization style: data that must outlive the signed-in screen: the app's @Observable catalog loads in the home screen's .task, guarded so it loads once; signing out and in again makes a new home screen whose task runs again but finds the data loaded
import SwiftUI

@Observable
final class CourseCatalog {
    var courses: [String] = []
    var hasLoaded = false
    init() { print("CourseCatalog init") }

    func loadIfNeeded() async {
        guard !hasLoaded else {
            print("catalog already loaded")
            return
        }
        print("catalog loading")
        try? await Task.sleep(for: .seconds(1))
        courses = ["Swift", "Design"]
        hasLoaded = true
        print("catalog loaded")
    }
}

@Observable
final class AppSession {
    var signedIn = true
}

struct CoursesHome: View {
    @Environment(CourseCatalog.self) private var catalog
    @Environment(AppSession.self) private var session

    var body: some View {
        let _ = print("CoursesHome body: \(catalog.courses.count) courses")
        VStack {
            ForEach(catalog.courses, id: \.self) { Text($0) }
            Button("Sign Out") { session.signedIn = false }
        }
        .task { await catalog.loadIfNeeded() }
    }
}

struct WelcomeBack: View {
    @Environment(AppSession.self) private var session

    var body: some View {
        let _ = print("WelcomeBack body")
        Button("Sign In") { session.signedIn = true }
    }
}

struct CoursesRoot: View {
    @Environment(AppSession.self) private var session

    var body: some View {
        if session.signedIn {
            CoursesHome()
        } else {
            WelcomeBack()
        }
    }
}

@main
struct CoursesApp: App {
    @State private var catalog = CourseCatalog()
    @State private var session = AppSession()

    var body: some Scene {
        WindowGroup {
            CoursesRoot()
                .environment(catalog)
                .environment(session)
        }
    }
}

:mount CoursesApp()
// expect: CourseCatalog init
// expect: CoursesHome body: 0 courses
// expect: catalog loading
:advance 1s
// expect: catalog loaded
// expect: CoursesHome body: 2 courses
:tap "Sign Out"
// expect: WelcomeBack body
:tap "Sign In"
// expect: CoursesHome body: 2 courses
// expect: catalog already loaded
